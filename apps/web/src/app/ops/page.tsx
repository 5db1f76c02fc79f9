import { redirect } from 'next/navigation';

/** /ops: the console starts at its member list. */
export default function OpsIndex() {
  redirect('/ops/members');
}
