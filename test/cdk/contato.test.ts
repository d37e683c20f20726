/**
 * The contact form in AWS: each message is kept 90 days (the contatos table's TTL attribute, which
 * lambdas/contato writes) and e-mailed to the stage's support address through SES.
 */
import { describe, expect, it } from 'vitest';
import { tables } from '#definitions/tables.js';
import { stageConfig } from '#infra/lib/stage-config.js';
import { actionsOf, referencedIds, statementsOfRole, synthStage } from './support.js';

describe.each(['sandbox', 'prod'] as const)('%s contact form', (stage) => {
  const s = synthStage(stage);

  it('lets DynamoDB delete contact messages by their expires_at (TTL on)', () => {
    const table = s.resources[s.logicalId(s.stack.data.tables.contatos)]!;
    expect(tables.contatos.ttlAttribute).toBe('expires_at');
    expect(table.Properties!.TimeToLiveSpecification).toEqual({ AttributeName: 'expires_at', Enabled: true });
  });

  it('gives the contact function the support address and SES sending from the stage identity only', () => {
    const fn = s.stack.api.functions['contato-create']!;
    const variables = (s.resources[s.logicalId(fn)]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
    const { email } = stageConfig(stage);
    expect(variables.EMAIL_SUPORTE).toBe(email.supportAddress);
    expect(email.supportAddress.endsWith(`@${email.domain}`)).toBe(true);
    expect(variables.EMAIL_REMETENTE).toBe(`${email.fromName} <${email.fromAddress}>`);
    const ses = statementsOfRole(s.resources, s.logicalId(fn.role!)).filter((st) => [st.Action].flat().some((a) => a.startsWith('ses:')));
    expect(actionsOf(ses)).toEqual(['ses:SendEmail']);
    for (const statement of ses) expect(referencedIds(statement.Resource)).toEqual([s.logicalId(s.stack.email.identity)]);
  });
});
