/**
 * The ports of the product the end-to-end run starts (playwright.config.ts) and the specs reach:
 * site = base, then +1..+7. E2E_PORT_BASE lets two runs (or a run beside `npm start`) coexist.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 5199);

export const portas = { site: base, api: base + 1, realtime: base + 2, cognito: base + 3, dynamodb: base + 4, asaas: base + 5, ses: base + 6, bedrock: base + 7 };
