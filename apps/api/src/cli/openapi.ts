/**
 * `npm run openapi:write` regenerates docs/openapi.json from the routes; `npm run openapi:check`
 * exits 1 when the committed document differs from what the code generates (CI runs it).
 */
import { OPENAPI_FILE, openApiDrifted, writeOpenApi } from '#api/cli/openapi-document';

async function main(mode: string | undefined): Promise<number> {
  if (mode === 'write') {
    await writeOpenApi();
    console.log(`[openapi] wrote ${OPENAPI_FILE}`);
    return 0;
  }
  if (mode === 'check') {
    if (!(await openApiDrifted())) {
      console.log('[openapi] docs/openapi.json matches the routes');
      return 0;
    }
    console.error(
      '[openapi] docs/openapi.json differs from the routes: run npm run openapi:write and commit it',
    );
    return 1;
  }
  console.error('usage: openapi.ts write|check');
  return 2;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
