import { redirect } from 'next/navigation';

/** /ops: the console starts at its dashboard (support staff go on to the member list). */
export default function OpsIndex() {
  redirect('/ops/dashboard');
}
