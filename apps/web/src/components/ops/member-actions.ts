import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOperator, TOpsMemberDetail } from '@sogon/contract/schemas/ops';
import { opsApi } from '@web/lib/api/ops';
import { type OpsAccess, opsMay } from './permissions.ts';

const text = opsTexts.member;

export interface MemberAction {
  /** The button's value: which action the form submits. */
  path: string;
  call: (input: { id: number; body: { reason: string } }) => Promise<TOpsMemberDetail>;
  label: string;
  confirm: (id: number) => string;
  done: string;
  danger: boolean;
  access: OpsAccess;
}

/** What the operator may do to this member now: by role, and by the member's state. */
export function actionsFor(member: TOpsMemberDetail, operator: TOperator): MemberAction[] {
  if (member.status === 'exited') return [];
  const blocking = member.status === 'active';
  const all: (MemberAction | null)[] = [
    blocking
      ? {
          path: 'block',
          call: opsApi.ops.block,
          label: text.block,
          confirm: text.blockConfirm,
          done: text.blocked,
          danger: true,
          access: 'block',
        }
      : {
          path: 'unblock',
          call: opsApi.ops.unblock,
          label: text.unblock,
          confirm: text.unblockConfirm,
          done: text.unblocked,
          danger: false,
          access: 'block',
        },
    member.adultMode
      ? {
          path: 'adult-mode-off',
          call: opsApi.ops.adultModeOff,
          label: text.adultModeOff,
          confirm: text.adultModeOffConfirm,
          done: text.adultModeTurnedOff,
          danger: false,
          access: 'adultMode',
        }
      : null,
    member.activeSessions > 0
      ? {
          path: 'end-sessions',
          call: opsApi.ops.endSessions,
          label: text.endSessions,
          confirm: text.endSessionsConfirm,
          done: text.sessionsEnded,
          danger: false,
          access: 'sessions',
        }
      : null,
  ];
  return all.filter(
    (action): action is MemberAction => action !== null && opsMay(operator.role, action.access),
  );
}
