import { sandboxBankClient, selectAccountCheck } from '#api/adapters/bank/select';
import { defineModule } from '#api/app/module';
import { createSandboxBank, registerBankSandboxRoutes } from '#api/modules/bank-sandbox';
import { sealPlainAccountNumbers } from './account-numbers.ts';
import { createEarningsRepository } from './earnings.repository.ts';
import { settlementCloseJob } from './jobs.ts';
import { createSettlementRepository } from './repository.ts';
import { registerSettlementRoutes } from './routes.ts';
import { createSettlementService } from './service.ts';

/** Tips, creator earnings and the monthly close (issue 20, ADR 043). */
export const settlementModule = defineModule('settlement', (kernel) => {
  const bank = selectAccountCheck(kernel.settings.bank, kernel.keys.sandbox);
  const sandboxBank = bank.sandbox
    ? createSandboxBank({ stores: kernel.flows, client: sandboxBankClient(kernel.keys.sandbox) })
    : null;
  const settlement = createSettlementService({
    accounts: bank.check,
    accountKey: kernel.keys.payoutAccount,
    ledger: kernel.ledger,
    settlement: createSettlementRepository(kernel.db),
    earnings: createEarningsRepository(kernel.db, kernel.reads),
    mail: (message) => kernel.mailer.send(message),
    now: kernel.settings.clock,
    business: kernel.settings.business,
    siteUrl: kernel.settings.siteUrl,
    blocks: kernel.channelBlocks,
  });
  return {
    exports: { settlement },
    // Migration 0037 left the numbers of older accounts and statements to seal with the key.
    start: async () => {
      const sealed = await sealPlainAccountNumbers(kernel.db, kernel.keys.payoutAccount);
      if (sealed.accounts || sealed.statements) {
        console.log(
          `[sogon] payout account numbers sealed: ${sealed.accounts} accounts, ${sealed.statements} statements`,
        );
      }
    },
    routes: (api) => {
      registerSettlementRoutes(api, { settlement, sessions: kernel.sessions, auth: kernel.console });
      if (sandboxBank) registerBankSandboxRoutes(api, sandboxBank, kernel.settings.clock);
    },
    jobs: ({ log }) => [settlementCloseJob(() => settlement.closeDue(), log)],
  };
});
