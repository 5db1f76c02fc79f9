import type { HEART_MOVEMENT_KINDS, OfferKind, PayMethod, PaymentStatus } from '../schemas/payments.ts';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** Korean texts of heart charging: API details, the charge and result pages, history, the sandbox. */
export const paymentTexts = {
  won,
  methods: { card: '신용카드', phone: '휴대폰 결제', bank: '계좌이체' } satisfies Record<PayMethod, string>,
  offers: {
    normal: '',
    first: '첫 결제 특가',
    extra_discount: '추가 할인',
    comeback: '컴백 특가',
    premium: 'VIP 혜택',
  } satisfies Record<OfferKind, string>,
  status: {
    ready: '결제 대기',
    paid: '결제 완료',
    failed: '결제 실패',
    cancelled: '결제 취소',
    refunded: '환불 완료',
    chargeback: '결제사 취소(차지백)',
    voided: '혜택 중복 결제 취소',
  } satisfies Record<PaymentStatus, string>,
  kinds: {
    charge: '충전',
    grant: '지급',
    purchase: '구매',
    subscription: '구독',
    refund: '환불',
    expiry: '유효기간 만료',
    revoke: '회수',
    tip: '후원',
    reversal: '구매 취소',
    chargeback: '결제 취소로 회수',
    rental: '대여',
    gift: '선물',
  } satisfies Record<(typeof HEART_MOVEMENT_KINDS)[number], string>,

  details: {
    offerNotAllowed: '지금은 구매할 수 없는 특가 상품이에요.',
    /** The member paid for an offer they had used up by then (e.g. a second first-payment order). */
    offerUsedUp: (offer: string) =>
      `${offer} 혜택은 한 번만 받을 수 있어요. 이 결제로는 하트가 지급되지 않고, 결제하신 금액은 전액 취소돼요.`,
    /** Sent to the gateway with the cancel of a voided order. */
    voidCancelReason: '혜택 중복 결제 자동 취소',
    otherMember: '본인의 결제 정보만 볼 수 있어요.',
    orderMismatch: '결제 정보가 주문과 일치하지 않아요.',
    declined: '결제가 승인되지 않았어요. 다른 결제 수단으로 다시 시도해 주세요.',
    cancelled: '결제를 취소했어요.',
    gatewayUnavailable: '결제 서비스에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
    refundNotPaid: '결제가 완료된 건만 환불할 수 있어요.',
    refundExpired: '결제 후 7일이 지나 환불할 수 없어요. 고객센터로 문의해 주세요.',
    refundNothingLeft: '환불할 수 있는 하트가 남아 있지 않아요. 사용한 하트는 환불되지 않아요.',
    refundGatewayFailed: '결제사에서 환불을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },

  charge: {
    title: '하트 충전',
    lead: '하트로 좋아하는 크리에이터의 에피소드와 플레이리스트를 들어 보세요.',
    balance: '보유 하트',
    balanceTotal: (count: number) => `보유 하트 ${count.toLocaleString('ko-KR')}개`,
    balanceDetail: (paid: number, bonus: number) => `충전 하트 ${paid}개 · 보너스 하트 ${bonus}개`,
    hearts: (count: number) => `하트 ${count.toLocaleString('ko-KR')}개`,
    bonus: (count: number) => `+ 보너스 ${count.toLocaleString('ko-KR')}개`,
    products: '충전 상품',
    method: '결제 수단',
    pay: '결제하기',
    payAmount: (amount: number) => `${won(amount)} 결제하기`,
    /** The pay bar's choice: 선택한 상품 · 하트 100개. */
    chosen: (product: string) => `선택한 상품 · ${product}`,
    paying: '결제창으로 이동하는 중…',
    pickProduct: '충전할 상품을 선택해 주세요.',
    loginFirst: '로그인하고 하트를 충전할 수 있어요.',
    sandboxNotice: '테스트 환경: 실제 돈이 나가지 않는 테스트용 결제창으로 연결됩니다.',
    history: '하트 내역 보기',
    policyTitle: '충전·환불 안내',
    policy: [
      '하트 1개는 110원(부가세 포함)이며, 큰 상품일수록 더 저렴해요.',
      '결제 후 7일 이내에는 사용하지 않은 충전 하트를 환불받을 수 있어요. 사용한 만큼은 환불되지 않아요.',
      '보너스 하트는 환불되지 않으며, 환불할 때 그 결제로 받은 보너스 하트도 함께 회수돼요.',
      '하트를 사용할 때는 보너스 하트가 먼저 사용돼요.',
      '보너스 하트의 유효기간은 지급일로부터 365일이며, 지나면 자동으로 소멸돼요.',
    ],
  },

  result: {
    title: '결제 결과',
    checking: '결제 결과를 확인하고 있어요…',
    paidTitle: '하트 충전이 완료되었어요',
    paidBody: (hearts: number, bonus: number) =>
      bonus > 0
        ? `하트 ${hearts}개와 보너스 하트 ${bonus}개가 충전되었어요.`
        : `하트 ${hearts}개가 충전되었어요.`,
    pendingTitle: '결제를 확인하고 있어요',
    pendingBody: '결제사에서 결과를 아직 받지 못했어요. 잠시 후 하트 내역에서 충전 여부를 확인해 주세요.',
    failedTitle: '결제에 실패했어요',
    cancelledTitle: '결제를 취소했어요',
    cancelledBody: '결제가 진행되지 않았어요. 하트는 충전되지 않았어요.',
    unknownTitle: '결제 정보를 찾을 수 없어요',
    balance: (total: number) => `지금 보유 하트 ${total.toLocaleString('ko-KR')}개`,
    loginForBalance: '로그인하면 보유 하트를 확인할 수 있어요.',
    again: '하트 충전으로 돌아가기',
    continue: '이어서 듣기',
    history: '하트 내역 보기',
    home: '홈으로',
    retryCheck: '다시 확인하기',
  },

  history: {
    title: '하트 내역',
    charges: '충전 내역',
    movements: '하트 사용 내역',
    chargesEmpty: '아직 충전한 내역이 없어요.',
    movementsEmpty: '아직 하트 사용 내역이 없어요.',
    more: '더보기',
    refund: '환불 요청',
    refunding: '환불하는 중…',
    refundUntil: (date: string) => `${date}까지 환불 가능`,
    refundConfirmTitle: '환불을 요청할까요?',
    refundConfirmBody: (name: string) =>
      `「${name}」 결제에서 사용하지 않은 충전 하트를 환불하고, 함께 받은 보너스 하트를 회수합니다. 사용한 하트는 환불되지 않아요.`,
    refunded: (amount: number, hearts: number) => `${won(amount)} 환불 (하트 ${hearts}개)`,
    refundDone: (amount: number) => `${won(amount)} 환불을 요청했어요.`,
    /** A refund asked again for a payment refunded already (another tab, a second click): nothing moved. */
    refundAlready: (amount: number) => `이미 ${won(amount)} 환불된 결제예요. 다시 환불되지 않아요.`,
    sandbox: '테스트 결제',
    heartsChange: (paid: number, bonus: number) => {
      const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
      const parts = [];
      if (paid !== 0) parts.push(`하트 ${sign(paid)}`);
      if (bonus !== 0) parts.push(`보너스 ${sign(bonus)}`);
      return parts.join(' · ') || '0';
    },
  },

  sandbox: {
    badge: '테스트 환경',
    pageTitle: '소곤 테스트 결제',
    heading: '테스트 결제창',
    notice:
      '실제 결제사(세틀뱅크) 대신 소곤이 직접 운영하는 테스트용 결제창이에요. 어떤 버튼을 눌러도 실제 돈은 나가지 않아요.',
    merchant: '상점',
    product: '상품',
    amount: '결제 금액',
    method: '결제 수단',
    telecom: '통신사 (휴대폰 결제)',
    telecoms: { SKT: 'SKT', KT: 'KT', LGU: 'LG U+', MVNO: '알뜰폰' } as Record<string, string>,
    approve: '결제하기',
    decline: '결제 거절',
    cancel: '취소',
    timeout: '시간 초과',
    actionsHint: '결제 거절은 카드사 거절, 시간 초과는 결제 결과 통보가 도착하지 않는 상황을 흉내 내요.',
    approved: '정상적으로 처리되었습니다.',
    declinedMessage: '카드사에서 승인을 거절했습니다. (테스트)',
    cancelledMessage: '고객이 결제를 취소했습니다.',
    errorTitle: '잘못된 결제 요청',
    invalidRequest: '결제 요청 정보가 올바르지 않거나 만료되었어요. 처음부터 다시 시도해 주세요.',
    home: '소곤 홈으로',
    /** The tester's page that cancels a paid transaction from the gateway's side (a chargeback). */
    chargebackTitle: '결제사 측 취소 (차지백) 테스트',
    chargebackNotice:
      '카드사 이의 제기나 통신사의 휴대폰 결제 취소처럼, 결제사가 승인된 결제를 직접 취소한 상황을 흉내 내요. 남은 결제 금액 전부를 취소하고 소곤에 취소 통보를 보내요.',
    chargebackTransaction: '거래번호 (trdNo)',
    chargebackReason: '취소 사유',
    chargebackReasons: { dispute: '카드사 이의 제기', carrier: '통신사 결제 취소' } as Record<string, string>,
    chargebackSubmit: '결제사 측에서 취소하기',
    chargebackResend: '같은 통보 다시 보내기',
    chargebackDone: (amount: number) => `${won(amount)}을 취소하고 취소 통보를 보냈어요.`,
    chargebackResent: '같은 취소 통보를 다시 보냈어요.',
    chargebackAnswer: (answer: string) => `소곤의 응답: ${answer}`,
    chargebackUnknown: '승인된 거래를 찾지 못했어요. 거래번호를 확인해 주세요.',
    chargebackNothingLeft: '이미 전부 취소된 거래예요.',
    chargebackNoNotiUrl: '이 거래는 통보 주소를 알 수 없어 취소 통보를 보낼 수 없어요.',
    chargebackNothingSent: '다시 보낼 취소 통보가 없어요.',
  },

  /** Movements written when the gateway cancelled a payment on its own side (ADR 047). */
  chargeback: {
    reversalMemo: (productName: string) => `결제사 취소: ${productName}`,
  },
};
