'use client';

import { opsCommerceReportTexts, opsPassTexts } from '@sogon/contract/messages/commerce';
import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import { opsTexts as text } from '@sogon/contract/messages/ops';
import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { moderationTexts } from '@sogon/contract/messages/ops-moderation';
import { opsOperatorsTexts } from '@sogon/contract/messages/ops-operators';
import { opsPartnersTexts } from '@sogon/contract/messages/ops-partners';
import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import type { TOperator } from '@sogon/contract/schemas/ops';
import { useToast } from '@web/components/toast/ToastProvider';
import { failureText } from '@web/lib/api/failure-text';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { formatOpsTime } from './format.ts';
import styles from './Ops.module.css';
import { opsMay } from './permissions.ts';

const NAV = [
  { href: '/ops/dashboard', label: text.nav.dashboard, access: 'dashboard' },
  { href: '/ops/members', label: text.nav.members, access: 'members' },
  { href: '/ops/inquiries', label: inquiryTexts.ops.nav, access: 'inquiries' },
  { href: '/ops/partners', label: opsPartnersTexts.nav, access: 'partners' },
  { href: '/ops/payments', label: opsPaymentTexts.nav.payments, access: 'payments' },
  { href: '/ops/products', label: opsPaymentTexts.nav.products, access: 'products' },
  { href: '/ops/settlements', label: settlementTexts.ops.nav, access: 'settlements' },
  { href: '/ops/banners', label: opsSiteTexts.nav.banners, access: 'site' },
  { href: '/ops/notices', label: opsSiteTexts.nav.notices, access: 'site' },
  { href: '/ops/faq', label: opsSiteTexts.nav.faq, access: 'site' },
  { href: '/ops/popup', label: opsSiteTexts.nav.popup, access: 'site' },
  { href: '/ops/events', label: opsEventsTexts.nav.events, access: 'events' },
  { href: '/ops/coupons', label: opsEventsTexts.nav.coupons, access: 'coupons' },
  { href: '/ops/reports', label: moderationTexts.nav.reports, access: 'reports' },
  { href: '/ops/community', label: moderationTexts.nav.community, access: 'community' },
  { href: '/ops/content', label: opsCatalogTexts.nav, access: 'content' },
  { href: '/ops/passes', label: opsPassTexts.nav, access: 'content' },
  { href: '/ops/commerce', label: opsCommerceReportTexts.nav, access: 'content' },
  { href: '/ops/operators', label: opsOperatorsTexts.nav, access: 'operators' },
  { href: '/ops/audit', label: text.nav.audit, access: 'audit' },
] as const;

/** The console's own header: its name, 대시보드 / 회원 / 감사 로그, who is signed in, and 로그아웃. */
export function OpsHeader({ operator }: { operator: TOperator }) {
  const pathname = usePathname();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await opsApi.ops.logout();
      // A full load: nothing of the operator's stays in memory.
      window.location.assign('/ops/login');
    } catch (error) {
      toast(failureText(error), { kind: 'error' });
      setBusy(false);
    }
  };

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/ops" className={styles.brand}>
          {text.title}
        </Link>
        <nav aria-label={text.nav.label} className={styles.nav}>
          <ul>
            {NAV.filter((item) => opsMay(operator.role, item.access)).map((item) => {
              const current =
                pathname === item.href ? 'page' : pathname.startsWith(`${item.href}/`) ? 'true' : undefined;
              return (
                <li key={item.href}>
                  <Link href={item.href} aria-current={current}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.account}>
          <p className={styles.who}>
            <span className="visually-hidden">{text.signedInAs}</span>
            <span className={styles.email}>{operator.email}</span>{' '}
            <span className={styles.role}>{text.roles[operator.role] ?? operator.role}</span>
            <span className={styles.until}>
              {text.sessionUntil(formatOpsTime(operator.sessionExpiresAt))}
            </span>
          </p>
          <button type="button" className="button button-secondary" onClick={logout} disabled={busy}>
            {text.logout}
          </button>
        </div>
      </div>
    </header>
  );
}
