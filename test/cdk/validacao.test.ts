/**
 * Physician validation on the templates (docs/validacao-medica.md): the cockpit's routes behind the
 * Cognito JWT authorizer, the results routes checked by their handler, e-mail from the stage's SES
 * identity only, the append-only record, the sweeper's schedule, the physicians' realtime queue,
 * the professional attributes only an administrator writes, and the signing secret.
 */
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { schedules } from '#definitions/schedules.js';
import { medicoAttributes } from '#infra/lib/auth.js';
import type { HandlerDefinition } from '#infra/lib/handler-function.js';
import { groupOnlyHandlerCode } from '#infra/lib/realtime.js';
import { stageConfig } from '#infra/lib/stage-config.js';
import { actionsOf, ofType, referencedIds, statementsOfRole, synthStage, type Synth } from './support.js';

type Variables = Record<string, unknown>;

const variablesOf = (s: Synth, fn: IFunction): Variables =>
  (s.resources[s.logicalId(fn)]!.Properties!.Environment as { Variables: Variables }).Variables;

/** Every handler of the stage with its definition: the routes and the schedules. */
function handlers(s: Synth, stage: 'sandbox' | 'prod'): [HandlerDefinition, IFunction][] {
  return [
    ...stageConfig(stage).routes.map((route) => [route, s.stack.api.functions[route.id]!] as [HandlerDefinition, IFunction]),
    ...schedules.map((schedule) => [schedule, s.stack.schedules.functions[schedule.id]!] as [HandlerDefinition, IFunction]),
  ];
}

describe.each(['sandbox', 'prod'] as const)('%s physician validation', (stage) => {
  const routes = stageConfig(stage).routes;

  it('puts every physician route behind the Cognito JWT authorizer, the same one as the patients\' account routes', () => {
    const s = synthStage(stage);
    const medicoRoutes = routes.filter((route) => route.auth === 'medico');
    expect(medicoRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/medico/fila', '/api/medico/casos/{consultaId}/validar']));
    const [authorizerId] = ofType(s.resources, 'AWS::ApiGatewayV2::Authorizer')[0]!;
    const httpRoutes = ofType(s.resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!);
    for (const route of medicoRoutes) {
      expect(httpRoutes.find((r) => r.RouteKey === `${route.method} ${route.path}`), route.id).toMatchObject({
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: authorizerId },
      });
      // The handler checks `cognito:groups` against the token of this pool and client.
      expect(variablesOf(s, s.stack.api.functions[route.id]!), route.id).toMatchObject({
        USER_POOL_ID: { Ref: s.logicalId(s.stack.auth.userPool) },
        USER_POOL_CLIENT_ID: { Ref: s.logicalId(s.stack.auth.userPoolClient) },
      });
    }
  });

  it('leaves the results-token and one-time-code routes to their handler, with no authorizer', () => {
    const s = synthStage(stage);
    const httpRoutes = ofType(s.resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties!);
    const tokenRoutes = routes.filter((route) => route.auth === 'resultados-token');
    expect(tokenRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/api/resultados/acesso', '/api/resultados/acesso/documentos/{consultaId}/{documento}']));
    for (const route of [...tokenRoutes, ...routes.filter((r) => r.path === '/api/resultados/codigo' || r.path === '/api/resultados/sessao')]) {
      const httpRoute = httpRoutes.find((r) => r.RouteKey === `${route.method} ${route.path}`)!;
      expect(httpRoute.AuthorizationType, route.id).toBe('NONE');
      expect(httpRoute.AuthorizerId, route.id).toBeUndefined();
    }
  });

  it('lets only the e-mail routes send, through SES v2, from the stage identity and address only', () => {
    const s = synthStage(stage);
    const identityId = s.logicalId(s.stack.email.identity);
    const { email } = stageConfig(stage);
    expect(s.resources[identityId]!.Properties).toMatchObject({ EmailIdentity: email.domain });
    const senders = routes.filter((route) => route.sendsEmail).map((route) => route.id);
    expect(senders).toEqual(expect.arrayContaining(['medico-validar', 'medico-recusar', 'resultados-codigo']));
    for (const [definition, fn] of handlers(s, stage)) {
      const statements = statementsOfRole(s.resources, s.logicalId(fn.role!)).filter((st) => [st.Action].flat().some((a) => a.startsWith('ses:')));
      const variables = variablesOf(s, fn);
      if (!definition.sendsEmail) {
        expect(statements, definition.id).toEqual([]);
        expect(variables.EMAIL_REMETENTE, definition.id).toBeUndefined();
        continue;
      }
      expect(actionsOf(statements), definition.id).toEqual(['ses:SendEmail']);
      for (const statement of statements) {
        expect(referencedIds(statement.Resource), definition.id).toEqual([identityId]);
        expect(JSON.stringify(statement.Resource), definition.id).toContain(':identity/');
        expect(statement.Condition, definition.id).toEqual({ StringEquals: { 'ses:FromAddress': email.fromAddress } });
      }
      expect(variables.EMAIL_REMETENTE, definition.id).toBe(`${email.fromName} <${email.fromAddress}>`);
      // The links point at the site: the distribution's own domain.
      expect(referencedIds(variables.SITE_URL), definition.id).toEqual([s.logicalId(s.stack.web.distribution)]);
    }
  });

  it('never lets a role update or delete the validation record (validacao_versoes): read and PutItem only', () => {
    const s = synthStage(stage);
    const versoesId = s.logicalId(s.stack.data.tables.validacao_versoes);
    let writers = 0;
    for (const [definition, fn] of handlers(s, stage)) {
      const onVersoes = statementsOfRole(s.resources, s.logicalId(fn.role!)).filter((st) => referencedIds(st.Resource).includes(versoesId));
      const actions = actionsOf(onVersoes);
      for (const forbidden of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:PartiQLUpdate', 'dynamodb:PartiQLDelete']) {
        expect(actions, `${definition.id} ${forbidden}`).not.toContain(forbidden);
      }
      const access = definition.tables.validacao_versoes;
      if (access === undefined) expect(actions, definition.id).toEqual([]);
      else expect(actions.includes('dynamodb:PutItem'), definition.id).toBe(access === 'readWrite');
      if (access === 'readWrite') {
        writers += 1;
        expect(actions, definition.id).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      }
    }
    expect(writers).toBeGreaterThan(0);
  });

  it('gives every function of the validacoes table the stage\'s waiting target', () => {
    const s = synthStage(stage);
    for (const [definition, fn] of handlers(s, stage)) {
      const target = variablesOf(s, fn).VALIDACAO_ALVO_MINUTOS;
      expect(target, definition.id).toBe(definition.tables.validacoes === undefined ? undefined : String(stageConfig(stage).validacaoAlvoMinutos));
    }
    expect(stageConfig(stage).validacaoAlvoMinutos).toBe(60);
  });

  it('runs the sweeper every minute from an EventBridge rule that targets it', () => {
    const s = synthStage(stage);
    const sweeper = schedules.find((schedule) => schedule.id === 'validacao-varredura')!;
    const fn = s.stack.schedules.functions[sweeper.id]!;
    const fnId = s.logicalId(fn);
    expect(s.resources[fnId]!.Properties).toMatchObject({
      Handler: `index.${sweeper.handler}`,
      FunctionName: `zapsaude-${stage}-${sweeper.id}`,
      Timeout: sweeper.timeoutSeconds,
    });
    const rule = s.resources[s.logicalId(s.stack.schedules.rules[sweeper.id]!)]!.Properties!;
    expect(rule).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(rule.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })]);
    const permission = ofType(s.resources, 'AWS::Lambda::Permission').find(
      ([, p]) => p.Properties!.Principal === 'events.amazonaws.com' && referencedIds(p.Properties!.FunctionName).includes(fnId),
    )!;
    expect(referencedIds(permission[1].Properties!.FunctionName)).toEqual([fnId]);
    expect(referencedIds(permission[1].Properties!.SourceArn)).toEqual([s.logicalId(s.stack.schedules.rules[sweeper.id]!)]);
    // It publishes queue changes to the physicians and may use the stage's model for the drafts.
    const variables = variablesOf(s, fn);
    expect(variables.EVENTS_HTTP_ENDPOINT).toBeDefined();
    expect(variables.BEDROCK_MODEL_ID).toBe(stageConfig(stage).bedrockModelId);
    expect(variables.ORIGIN_VERIFY).toBeUndefined();
  });

  it('lets only members of medicos subscribe to the physicians\' queue, with their Cognito token', () => {
    const s = synthStage(stage);
    const api = s.resources[s.logicalId(s.stack.realtime.api)]!.Properties! as { EventConfig: { ConnectionAuthModes: { AuthType: string }[] } };
    expect(api.EventConfig.ConnectionAuthModes).toContainEqual({ AuthType: 'AMAZON_COGNITO_USER_POOLS' });
    const namespaces = ofType(s.resources, 'AWS::AppSync::ChannelNamespace').map(([, r]) => r.Properties!);
    expect(namespaces.find((n) => n.Name === 'medicos')).toMatchObject({
      SubscribeAuthModes: [{ AuthType: 'AMAZON_COGNITO_USER_POOLS' }],
      PublishAuthModes: [{ AuthType: 'AWS_IAM' }],
      CodeHandlers: groupOnlyHandlerCode('medicos'),
    });
    expect(namespaces.find((n) => n.Name === 'validacoes')).toMatchObject({
      SubscribeAuthModes: [{ AuthType: 'API_KEY' }],
      PublishAuthModes: [{ AuthType: 'AWS_IAM' }],
    });
    // No other namespace accepts a user-pool token.
    for (const namespace of namespaces.filter((n) => n.Name !== 'medicos')) {
      expect(JSON.stringify(namespace.SubscribeAuthModes), String(namespace.Name)).not.toContain('COGNITO');
    }
  });

  it('keeps the physicians\' professional attributes in the pool, readable but not writable by the app client', () => {
    const s = synthStage(stage);
    const pool = s.resources[s.logicalId(s.stack.auth.userPool)]!.Properties! as { Schema: { Name: string; AttributeDataType: string; Mutable: boolean }[] };
    for (const name of medicoAttributes) {
      expect(pool.Schema, name).toContainEqual(expect.objectContaining({ Name: name, AttributeDataType: 'String', Mutable: true }));
    }
    expect([...medicoAttributes].sort()).toEqual(['crm', 'especialidade', 'rqe', 'uf']);
    const client = s.resources[s.logicalId(s.stack.auth.userPoolClient)]!.Properties! as { WriteAttributes: string[]; ReadAttributes: string[] };
    expect([...client.WriteAttributes].sort()).toEqual(['email', 'name']);
    expect(client.ReadAttributes).toEqual(expect.arrayContaining(['email', 'name', ...medicoAttributes.map((name) => `custom:${name}`)]));
    const groups = ofType(s.resources, 'AWS::Cognito::UserPoolGroup').map(([, g]) => g.Properties!.GroupName);
    expect(groups).toContain('medicos');
  });

  it('keeps the signing provider in its own secret, not configured until an operator names a provider', () => {
    const s = synthStage(stage);
    const secret = s.stack.secrets.secrets.assinatura;
    const secretId = s.logicalId(secret);
    expect(s.resources[secretId]!.Properties).toMatchObject({
      Name: `zapsaude/${stage}/assinatura`,
      KmsKeyId: { 'Fn::GetAtt': [s.logicalId(s.stack.data.key), 'Arn'] },
    });
    expect(JSON.parse(s.resources[secretId]!.Properties!.SecretString as string)).toEqual({ baseUrl: 'SET-ME', clientId: 'SET-ME', clientSecret: 'SET-ME' });
    for (const route of routes.filter((r) => r.secrets?.includes('assinatura'))) {
      expect(variablesOf(s, s.stack.api.functions[route.id]!), route.id).toMatchObject({
        ASSINATURA_SECRET_ARN: { Ref: secretId },
        ASSINATURA_PROVEDOR: 'nenhum',
      });
    }
    expect(routes.filter((r) => r.secrets?.includes('assinatura')).map((r) => r.id)).toContain('medico-validar');
  });

  it('outputs the SES identity and its DKIM records', () => {
    const outputs = Object.keys(synthStage(stage).template.toJSON().Outputs as object);
    expect(outputs).toEqual(expect.arrayContaining(['EmailIdentity', 'EmailDkimRecord1', 'EmailDkimRecord2', 'EmailDkimRecord3', 'SecretAssinatura', 'UserPoolId']));
  });
});
