/**
 * Imported first by run.ts: ES modules evaluate their imports before their own body, and the
 * handlers' logger reads LOG_LEVEL when it is first imported (through the test helpers).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The handlers' request logs would drown the figures.
process.env.LOG_LEVEL ??= 'WARN';
