import { opsTexts } from '@sogon/contract/messages/ops';
import styles from '@web/components/ops/Ops.module.css';
import { OpsLoginForm } from '@web/components/ops/OpsLoginForm';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsTexts.login.heading };

/** /ops/login: e-mail, password and the authenticator's code. */
export default function OpsLoginPage() {
  return (
    <main id="main" tabIndex={-1} className={styles.loginMain}>
      <div className={styles.loginCard}>
        <p className={styles.loginBrand}>{opsTexts.title}</p>
        <h1 className={styles.loginTitle}>{opsTexts.login.heading}</h1>
        <OpsLoginForm />
      </div>
    </main>
  );
}
