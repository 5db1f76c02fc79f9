/**
 * The 후원 (tip) button and dialog on channel pages and in the full player. A module of its own
 * (re-exported by settlement.ts): the button is in a channel page's first load and brings only
 * these texts, not the whole settlement catalog.
 */
export const tipTexts = {
  button: '후원하기',
  buttonLabel: (channelName: string) => `${channelName}에 하트 후원하기`,
  title: (channelName: string) => `${channelName}에 후원하기`,
  lead: '하트와 함께 짧은 응원 메시지를 보낼 수 있어요.',
  amount: '후원할 하트',
  preset: (hearts: number) => `${hearts.toLocaleString('ko-KR')}개`,
  custom: '직접 입력',
  customLabel: '하트 수 직접 입력',
  customHint: (min: number, max: number) => `${min.toLocaleString('ko-KR')}~${max.toLocaleString('ko-KR')}개`,
  amountInvalid: (min: number, max: number) =>
    `하트는 ${min.toLocaleString('ko-KR')}개부터 ${max.toLocaleString('ko-KR')}개까지 보낼 수 있어요.`,
  message: '응원 메시지 (선택)',
  messagePlaceholder: '크리에이터에게 전할 말을 적어 주세요.',
  counter: (length: number, max: number) => `${length}/${max}`,
  balance: (hearts: number) => `보유 하트 ${hearts.toLocaleString('ko-KR')}개`,
  balanceLoading: '보유 하트를 확인하고 있어요.',
  next: '다음',
  confirmTitle: '하트로 후원할까요?',
  confirmBody: (channelName: string, hearts: number) =>
    `${channelName}에 하트 ${hearts.toLocaleString('ko-KR')}개를 후원합니다.`,
  confirmMessage: (message: string) => `메시지: 「${message}」`,
  send: '후원하기',
  sent: (hearts: number) => `하트 ${hearts.toLocaleString('ko-KR')}개를 후원했어요. 고마워요!`,
  repeated: '이미 보낸 후원이에요.',
  notEnoughTitle: '하트가 부족해요',
  notEnoughBody: (need: number, have: number) =>
    `후원할 하트 ${need.toLocaleString('ko-KR')}개 · 보유 하트 ${have.toLocaleString('ko-KR')}개\n하트를 충전하고 다시 후원해 주세요.`,
  loginFirst: '로그인하고 후원할 수 있어요.',
} as const;
