import type { PeriodicJob } from '#api/jobs/job-system';

/** A voided order's cancel failed at the notification: the next minute tries again. */
export function voidedPaymentCancelJob(
  cancelVoided: () => Promise<{ cancelled: number; failed: number }>,
  log: (line: string) => void,
): PeriodicJob {
  return {
    name: 'voided-payment-cancels',
    cron: '* * * * *',
    async run() {
      const report = await cancelVoided();
      if (report.cancelled || report.failed) {
        log(`voided payments: ${report.cancelled} cancelled at the gateway, ${report.failed} failed`);
      }
    },
  };
}
