import { opsTexts } from '@sogon/contract/messages/ops';
import { parseMemberId } from '@web/components/ops/format';
import { MemberDetail } from '@web/components/ops/MemberDetail';
import type { Metadata } from 'next';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseMemberId((await params).id);
  return { title: id === null ? opsTexts.members.heading : opsTexts.member.heading(id) };
}

/** /ops/members/[id]: one member, and 이용 정지 / 해제 for operators. */
export default async function OpsMemberPage({ params }: Props) {
  const id = parseMemberId((await params).id);
  return <MemberDetail key={id ?? 'none'} id={id} />;
}
