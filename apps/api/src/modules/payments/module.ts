import { selectPaymentGateway } from '#api/adapters/payments/select';
import { defineModule } from '#api/app/module';
import { createPaymentSandbox, registerPaymentSandboxRoutes } from '#api/modules/payment-sandbox';
import { createSettlementRepository } from '#api/modules/settlement';
import { createSiteRepository, createSiteService } from '#api/modules/site';
import { createChargebackRepository } from './chargeback.repository.ts';
import { createChargebacks } from './chargeback.ts';
import { voidedPaymentCancelJob } from './jobs.ts';
import { createOpsPaymentRepository } from './ops-payments.repository.ts';
import { registerOpsPaymentRoutes } from './ops-payments.routes.ts';
import { createOpsPayments } from './ops-payments.service.ts';
import { createPaymentRepository } from './repository.ts';
import { registerPaymentRoutes } from './routes.ts';
import { createPaymentService } from './service.ts';

/**
 * Buying hearts through SettleBank, or the local sandbox gateway without a merchant (ADR 009);
 * the console's payments, refunds and heart products (ADR 034).
 */
export const paymentsModule = defineModule('payments', (kernel) => {
  const settings = kernel.settings.payments;
  const gateways = selectPaymentGateway(settings, kernel.keys.sandbox);
  const paymentRows = createPaymentRepository(kernel.db);
  const payments = createPaymentService({
    payments: paymentRows,
    ledger: kernel.ledger,
    chargebacks: createChargebacks({
      payments: paymentRows,
      chargebacks: createChargebackRepository(),
      ledger: kernel.ledger,
      dropEntitlements: createSettlementRepository(kernel.db).dropEntitlements,
      now: kernel.settings.clock,
    }),
    gateway: gateways.gateway,
    site: settings,
    resultKey: kernel.keys.paymentResult,
    now: kernel.settings.clock,
  });
  const ops = createOpsPayments({
    repository: createOpsPaymentRepository(kernel.db),
    payments,
    ledger: kernel.ledger,
    auth: kernel.console,
    now: kernel.settings.clock,
  });
  const paymentSandbox = gateways.sandbox
    ? createPaymentSandbox({ merchant: gateways.sandbox, stores: kernel.flows })
    : null;
  const site = createSiteService({ site: createSiteRepository(kernel.db, kernel.settings.clock) });
  return {
    exports: { payments, paymentSandbox },
    routes: (api) => {
      registerPaymentRoutes(api, { payments, sessions: kernel.sessions, site });
      if (paymentSandbox) registerPaymentSandboxRoutes(api, paymentSandbox);
      registerOpsPaymentRoutes(api, { auth: kernel.console, ops });
    },
    jobs: ({ log }) => [voidedPaymentCancelJob(() => payments.cancelVoided(), log)],
  };
});
