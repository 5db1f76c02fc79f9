import { notFound, redirect } from 'next/navigation';

interface Props {
  searchParams: Promise<{ id?: string | string[] }>;
}

/** `/video?id=123` (links in the spec's query style) → `/video/123`, the canonical video page. */
export default async function VideoIndexPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const value = Array.isArray(id) ? id[0] : id;
  if (value && /^\d{1,15}$/.test(value)) redirect(`/video/${value}`);
  notFound();
}
