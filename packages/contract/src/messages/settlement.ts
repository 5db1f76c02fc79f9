/** Tips, earnings and settlement (후원, 수익, 정산) as creators, listeners and finance read them. */
export const settlementTexts = {
  details: {
    channelMissing: '채널을 찾을 수 없어요.',
    ownChannel: '내 채널에는 후원할 수 없어요.',
    notOwner: '채널 주인만 볼 수 있어요.',
    monthNotClosed: '아직 마감되지 않은 달이에요.',
    notPending: '승인을 기다리는 정산이 아니에요.',
    notApproved: '승인된 정산만 지급 완료로 바꿀 수 있어요.',
    notVerified: '본인인증을 마친 뒤 지급 계좌를 등록할 수 있어요.',
    accountUnconfirmed: '계좌를 확인할 수 없어요. 은행과 계좌번호, 본인인증한 생년월일을 확인해 주세요.',
    holderMismatch: '예금주가 본인인증한 이름과 달라요. 본인 명의 계좌만 등록할 수 있어요.',
    bankUnavailable: '은행 확인이 잠시 되지 않아요. 잠시 후 다시 시도해 주세요.',
    notCancellable: '취소할 수 있는 구매나 후원이 아니에요.',
    subscriptionNotCancellable: '구독은 회원의 구독 해지나 결제 환불로 처리해 주세요.',
    spendMissing: '해당 거래를 찾을 수 없어요.',
    businessNumberRequired: '사업자는 사업자등록번호 10자리를 입력해 주세요.',
  },
  tipMemo: (channelName: string) => `${channelName} 후원`,
  cancelMemo: (reason: string) => `구매 취소: ${reason}`,
  sources: {
    purchase: '회차·플레이리스트',
    gallery: '갤러리',
    subscription: '구독',
    tip: '후원',
  },
  holdReasons: {
    below_minimum: '최소 지급액 미만이라 다음 달로 이월돼요.',
    no_account: '지급 계좌가 없어 다음 달로 이월돼요.',
  },
  statuses: { carried: '이월', payable: '지급 예정', paid: '지급 완료' },
  transferMemo: (month: string) => `소곤 ${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월 정산`,
  transferColumns: ['은행코드', '계좌번호', '예금주', '금액', '적요', '채널'],
  paidNotice: (month: string, won: number) =>
    `${Number(month.slice(5, 7))}월 정산금 ${won.toLocaleString('ko-KR')}원을 보냈어요.`,
} as const;
