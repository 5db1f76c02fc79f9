'use client';

import { commonTexts } from '@sogon/contract/messages/common';
import { whenIdle } from '@web/lib/when-idle';
import { lazy, Suspense, useEffect, useState } from 'react';

const BookmarkLibrary = lazy(() =>
  import('./BookmarkLibrary.tsx').then((module) => ({ default: module.BookmarkLibrary })),
);

/**
 * 보관함 → 북마크, its chunk (list, 삭제 and its confirmation) fetched at an idle moment after the
 * load event: the library page's first load does not carry it.
 */
export function LazyBookmarkLibrary() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const placeholder = <p role="status">{commonTexts.loading}</p>;
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BookmarkLibrary />
    </Suspense>
  );
}
