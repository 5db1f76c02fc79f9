/**
 * `npm run lint` runs this after biome: it prints every import that reaches into another module's
 * internals (or the API from client code) and exits 1 when there is one (ADR 072).
 */
import { describeViolation, findDoorViolations } from '#api/cli/module-doors';

async function main(): Promise<number> {
  const violations = await findDoorViolations();
  for (const violation of violations) console.error(describeViolation(violation));
  if (violations.length === 0) {
    console.log('[module-doors] every cross-module import goes through a front door');
    return 0;
  }
  console.error(`[module-doors] ${violations.length} imports reach into another module's internals`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
