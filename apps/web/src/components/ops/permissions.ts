// The console offers only what the operator's role allows; the roles are the contract's (without
// zod, so this stays out of the client bundles' validation code), and the API still decides.
export { opsMay, type TOpsAccess as OpsAccess } from '@sogon/contract/ops-access';
