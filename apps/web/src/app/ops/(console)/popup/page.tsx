import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { PopupEditor } from '@web/components/ops/PopupEditor';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsSiteTexts.popup.heading };

/** /ops/popup: the home page's popup and its Seoul-time window. */
export default function OpsPopupPage() {
  return <PopupEditor />;
}
