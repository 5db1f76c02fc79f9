import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOperator, TOpsMemberDetail } from '@sogon/contract/schemas/ops';
import { type OpsAccess, opsMay } from './permissions.ts';

const text = opsTexts.member;

export interface MemberAction {
  path: string;
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
          label: text.block,
          confirm: text.blockConfirm,
          done: text.blocked,
          danger: true,
          access: 'block',
        }
      : {
          path: 'unblock',
          label: text.unblock,
          confirm: text.unblockConfirm,
          done: text.unblocked,
          danger: false,
          access: 'block',
        },
    member.adultMode
      ? {
          path: 'adult-mode-off',
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
