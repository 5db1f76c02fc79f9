import { opsTexts } from '@sogon/contract/messages/ops';
import { ZOpsHeartsBody, ZOpsReasonBody } from '@sogon/contract/schemas/ops';
import {
  ZOpsChannelUpdate,
  ZOpsEpisodeUpdate,
  ZOpsPlaylistUpdate,
} from '@sogon/contract/schemas/ops-catalog';
import { ZOpsCouponDisableBody } from '@sogon/contract/schemas/ops-events';
import { ZOperatorChangeBody } from '@sogon/contract/schemas/ops-operators';
import { ZOpsProductBody, ZOpsRefundBody } from '@sogon/contract/schemas/ops-payments';
import { ZOpsVisibilityBody } from '@sogon/contract/schemas/ops-site';
import { ZCancelSpendBody, ZContractBody } from '@sogon/contract/schemas/settlement';
import { describe, expect, it } from 'vitest';
import { REASON_MAX, REASON_MIN, readReason } from './reason.ts';

const form = (reason?: string) => {
  const data = new FormData();
  if (reason !== undefined) data.set('reason', reason);
  return data;
};

/** The reason of every console route that requires one, as the API checks it. */
const apiReasons = {
  ZOpsReasonBody: ZOpsReasonBody.shape.reason,
  ZOpsHeartsBody: ZOpsHeartsBody.shape.reason,
  ZOperatorChangeBody: ZOperatorChangeBody.shape.reason,
  ZOpsRefundBody: ZOpsRefundBody.shape.reason,
  ZOpsProductBody: ZOpsProductBody.shape.reason,
  ZOpsCouponDisableBody: ZOpsCouponDisableBody.shape.reason,
  ZOpsVisibilityBody: ZOpsVisibilityBody.shape.reason,
  ZOpsPlaylistUpdate: ZOpsPlaylistUpdate.shape.reason,
  ZOpsEpisodeUpdate: ZOpsEpisodeUpdate.shape.reason,
  ZOpsChannelUpdate: ZOpsChannelUpdate.shape.reason,
  ZCancelSpendBody: ZCancelSpendBody.shape.reason,
  ZContractBody: ZContractBody.shape.reason,
};

const lengths = [
  0,
  1,
  REASON_MIN - 1,
  REASON_MIN,
  REASON_MIN + 1,
  REASON_MAX - 1,
  REASON_MAX,
  REASON_MAX + 1,
];

describe('readReason', () => {
  it('gives the trimmed reason', () => {
    expect(readReason(form('  재계약 요청  '))).toEqual({ reason: '재계약 요청' });
    expect(readReason(form('가'.repeat(REASON_MIN)))).toEqual({ reason: '가'.repeat(REASON_MIN) });
    expect(readReason(form('가'.repeat(REASON_MAX)))).toEqual({ reason: '가'.repeat(REASON_MAX) });
  });

  it('says in Korean what is wrong when the reason is missing, too short or too long', () => {
    for (const raw of [undefined, '', '   ', '가', ` 가${' '.repeat(10)}`, '가'.repeat(REASON_MAX + 1)]) {
      expect(readReason(form(raw))).toEqual({ error: opsTexts.reasonInvalid });
    }
    expect(opsTexts.reasonInvalid).toContain(`${REASON_MIN}자 이상`);
    expect(opsTexts.reasonInvalid).toContain(`${REASON_MAX}자 이내`);
  });

  it('lets through exactly the reasons every console route accepts', () => {
    for (const length of lengths) {
      const raw = ` ${'사'.repeat(length)} `;
      const web = 'reason' in readReason(form(raw));
      for (const [name, schema] of Object.entries(apiReasons)) {
        expect({ name, length, accepted: schema.safeParse(raw).success }).toEqual({
          name,
          length,
          accepted: web,
        });
      }
    }
  });
});
