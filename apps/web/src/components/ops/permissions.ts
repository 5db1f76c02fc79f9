// The console offers only what the operator's role allows; the roles are the contract's, and the
// API still decides (modules/ops/routes.ts).
export { opsMay, type TOpsAccess as OpsAccess } from '@sogon/contract/schemas/ops';
