import { opsTexts } from '@sogon/contract/messages/ops';
import type {
  TOperatorAccount,
  TOperatorChangeBody,
  TOperatorCreateBody,
  TOperatorCreated,
} from '@sogon/contract/schemas/ops-operators';
import { AppError } from '#api/http/app-error';
import type { PasswordHasher } from '#api/modules/account';
import { type ConsoleAuth, createOperatorAccount, type SignedInOperator } from './console-auth.ts';
import type { OperatorRepository, OperatorRow } from './operators.repository.ts';
import type { Totp } from './totp.ts';

function toAccount(row: OperatorRow & { lastSignInAt?: Date | null }): TOperatorAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What an audit row keeps of an operator account. */
const standing = (row: OperatorRow) => ({ role: row.role, disabled: row.disabledAt !== null });

/**
 * Operators managing operators (issue 17: "roles are assigned by an operator"): the list,
 * a new account with first credentials shown once, role changes, disabling and re-enabling.
 */
export function createOperatorAdmin(deps: {
  operators: OperatorRepository;
  auth: ConsoleAuth;
  passwords: PasswordHasher;
  totp: Totp;
  now: () => Date;
}) {
  const details = opsTexts.details;
  return {
    async list(): Promise<TOperatorAccount[]> {
      return (await deps.operators.listOperators()).map(toAccount);
    },

    async create(signedIn: SignedInOperator, body: TOperatorCreateBody): Promise<TOperatorCreated> {
      await deps.auth.reauthenticate(signedIn, body.otp);
      const created = await createOperatorAccount(deps, body, (tx, row) =>
        deps.auth.audit(tx, signedIn, {
          action: 'operator.create',
          target: `operator:${row.id}`,
          reason: '',
          before: null,
          after: { email: row.email, ...standing(row) },
        }),
      );
      if (!created) {
        throw new AppError('ERROR_USER_ALREADY_EXIST', { status: 409, detail: details.operatorExists });
      }
      return { ...created, operator: toAccount(created.operator) };
    },

    async change(
      signedIn: SignedInOperator,
      id: number,
      body: TOperatorChangeBody,
    ): Promise<TOperatorAccount> {
      if (id === signedIn.operator.id) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.operatorSelf });
      }
      const result = await deps.operators.changeOperator(
        id,
        { role: body.role, disabled: body.disabled },
        deps.now(),
        (tx, before, updated) =>
          deps.auth.audit(tx, signedIn, {
            action:
              before.role !== updated.role
                ? 'operator.role'
                : updated.disabledAt
                  ? 'operator.disable'
                  : 'operator.enable',
            target: `operator:${id}`,
            reason: body.reason,
            before: standing(before),
            after: standing(updated),
          }),
      );
      if (result === 'missing') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 404, detail: details.noOperator });
      }
      if (result === 'unchanged') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.operatorUnchanged });
      }
      if (result === 'last-operator') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.lastOperator });
      }
      return toAccount(result);
    },
  };
}

export type OperatorAdmin = ReturnType<typeof createOperatorAdmin>;
