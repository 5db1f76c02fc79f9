import { defineModule } from '#api/app/module';
import { createInquiryRepository } from './repository.ts';
import { registerInquiryRoutes } from './routes.ts';
import { createInquiries } from './service.ts';

/** Issue 39: 1:1 문의 — a member's questions, answered from the console (operator, support). */
export const inquiriesModule = defineModule('inquiries', (kernel) => {
  const inquiries = createInquiries({
    db: kernel.db,
    inquiries: createInquiryRepository(kernel.db),
    auth: kernel.console,
    now: kernel.settings.clock,
  });
  return {
    exports: { inquiries },
    routes: (api) =>
      registerInquiryRoutes(api, { inquiries, sessions: kernel.sessions, auth: kernel.console }),
  };
});
