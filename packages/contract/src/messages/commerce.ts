import {
  GIFT_DAILY_PER_RECIPIENT,
  GIFT_DAILY_PER_SENDER,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_REFUND_DAYS,
} from '../limits.ts';

/** Korean texts of the daily free pass (이용권) and gifts (선물): API details and the UI (issue 38). */
export const commerceDetails = {
  reportDay: '날짜를 YYYY-MM-DD 형식의 실제 날짜로 입력해 주세요.',
  reportRange: (days: number) => `시작일은 종료일보다 앞서야 하고, 기간은 최대 ${days}일이에요.`,
  passNotInPool: '이 회차는 이용권으로 볼 수 없어요.',
  passNoTickets: '남은 이용권이 없어요. 다음 지급 시간에 다시 받을 수 있어요.',
  passAlreadyHeld: '이미 들을 수 있는 회차예요.',
  passEarlyAccess:
    '선공개 회차는 이용권으로 열 수 없어요. 모두에게 공개된 뒤에 쓸 수 있어요. 지금은 대여하거나 소장할 수 있어요.',
  passPoolMissing: '이용권 풀을 찾을 수 없어요.',
  passPoolPlaylistMissing: '없는 플레이리스트가 포함되어 있어요.',
  passPoolTimesRepeated: '지급 시간이 중복되었어요.',
  giftRecipientUnknown: '그 닉네임의 회원을 찾을 수 없어요.',
  giftRecipientAmbiguous: '같은 닉네임의 회원이 여러 명이에요. 받는 분께 닉네임을 확인해 주세요.',
  giftToSelf: '나에게는 선물할 수 없어요.',
  giftSamePerson: '본인 명의의 다른 계정에는 선물할 수 없어요.',
  giftAlreadyOwned: '받는 분이 이미 가지고 있어요.',
  giftRecipientNotEarly:
    '받는 분은 아직 이 회차를 들을 수 없어요. 선공개 회차는 선공개 멤버십 회원에게만 선물할 수 있어요.',
  giftOtherTier: '받는 분이 이 채널의 다른 멤버십을 구독 중이라 선물할 수 없어요.',
  giftMessageTooLong: `메시지는 ${GIFT_MESSAGE_MAX_LENGTH}자까지 쓸 수 있어요.`,
  giftMessageControl: '메시지에 쓸 수 없는 문자가 있어요.',
  giftShape: '선물할 회차, 플레이리스트 또는 멤버십을 골라 주세요.',
  giftNotForSale: '선물할 수 없는 상품이에요.',
  giftDailyLimit: `선물은 하루 ${GIFT_DAILY_PER_SENDER}번까지 보낼 수 있어요.`,
  giftRecipientLimit: `한 분께는 하루 ${GIFT_DAILY_PER_RECIPIENT}번까지 선물할 수 있어요.`,
  giftMissing: '선물을 찾을 수 없어요.',
  giftNotPending: '이미 받았거나 취소된 선물이에요.',
  giftRefundExpired: `선물은 보낸 지 ${GIFT_REFUND_DAYS}일 안에만 취소할 수 있어요.`,
  giftAccepted: '이미 받은 선물은 취소할 수 없어요.',
  idempotencyKey: '요청 키(Idempotency-Key)는 영문, 숫자, _.:- 8~100자로 보내 주세요.',
};

export const passTexts = {
  title: '이용권',
  summary: (tickets: number, nextTime: string | null) =>
    nextTime ? `이용권 ${tickets}장 · 다음 지급 ${nextTime}` : `이용권 ${tickets}장`,
  use: '이용권으로 보기',
  useWithCount: (tickets: number) => `이용권으로 보기 (${tickets}장)`,
  confirmTitle: '이용권을 사용할까요?',
  confirmBody: (title: string, hours: number) =>
    `「${title}」을(를) 이용권 1장으로 ${hours >= 24 && hours % 24 === 0 ? `${hours / 24}일` : `${hours}시간`} 동안 들을 수 있어요.`,
  confirm: '사용하기',
  cancel: '취소',
  used: '이용권을 사용했어요. 지금 들을 수 있어요.',
  none: '받을 수 있는 이용권이 없어요.',
};

export const giftTexts = {
  give: '선물하기',
  dialogTitle: '선물하기',
  nickname: '받는 분 닉네임',
  message: `메시지 (${GIFT_MESSAGE_MAX_LENGTH}자 이내, 선택)`,
  price: (hearts: number) => `하트 ${hearts}개`,
  priceLabel: '가격',
  cancel: '취소',
  send: '선물하기',
  nicknameMissing: '받는 분의 닉네임을 입력해 주세요.',
  notEnoughTitle: '하트가 부족해요',
  sent: '선물을 보냈어요. 받는 분이 보관함에서 받을 수 있어요.',
  received: '받은 선물',
  receivedEmpty: '받은 선물이 없어요.',
  sentList: '보낸 선물',
  sentEmpty: '보낸 선물이 없어요.',
  accept: '받기',
  accepted: '선물을 받았어요. 지금 들을 수 있어요.',
  refund: '선물 취소',
  refunded: '선물을 취소했어요. 하트가 돌아왔어요.',
  refundConfirmTitle: '선물을 취소할까요?',
  refundConfirmBody: (hearts: number) => `하트 ${hearts}개가 돌아오고, 받는 분은 선물을 받을 수 없어요.`,
  from: (nickname: string) => `${nickname}님의 선물`,
  to: (nickname: string) => `${nickname}님께`,
  status: { pending: '받기 전', accepted: '받음', refunded: '취소됨' } as const,
  tierMonth: (channel: string, tier: string) => `${channel} · ${tier} 1개월`,
  bundle: (title: string) => `${title} 전체`,
  episode: (playlist: string, episode: string) => `${playlist} · ${episode}`,
};

/** Series pricing on the playlist page and the purchase dialog (ADR 066). */
export const seriesTexts = {
  buyRest: (count: number, hearts: number) => `남은 ${count}화 한 번에 구매 · ${hearts}하트`,
};

/** The console's pass pools (/ops/passes). */
export const opsPassTexts = {
  nav: '이용권',
  heading: '이용권 풀',
  lead: '풀에 담긴 플레이리스트의 유료 회차를 이용권 1장으로 정해진 시간 동안 들을 수 있어요. 지급 시간은 한국 시간이에요.',
  empty: '아직 이용권 풀이 없어요.',
  create: '새 풀 만들기',
  edit: '수정',
  editing: (name: string) => `「${name}」 수정`,
  creating: '새 이용권 풀',
  cancel: '취소',
  save: '저장',
  saving: '저장 중…',
  created: '이용권 풀을 만들었어요.',
  saved: '이용권 풀을 저장했어요.',
  readOnly: '이 역할은 이용권 풀을 볼 수만 있어요.',
  active: '사용 중',
  inactive: '중지됨',
  columns: {
    name: '이름',
    status: '상태',
    grantTimes: '지급 시간',
    tickets: '지급 · 최대',
    ticketHours: '이용 시간',
    playlists: '플레이리스트',
    actions: '관리',
  },
  fields: {
    name: '이름',
    active: '사용',
    grantTimes: '지급 시간 (HH:MM, 쉼표로 구분)',
    ticketsPerGrant: '한 번에 지급할 장수 (1~10)',
    maxTickets: '최대 보유 장수 (1~50)',
    ticketHours: '이용권 1장 이용 시간 (시간, 1~720)',
    playlistIds: '플레이리스트 번호 (쉼표로 구분)',
  },
  hours: (hours: number) => `${hours}시간`,
  ticketsLine: (perGrant: number, max: number) => `${perGrant}장 · 최대 ${max}장`,
  playlistCount: (count: number) => `${count}개`,
  timesInvalid: '지급 시간은 00:00~23:59 형식으로 쉼표로 구분해 주세요.',
  idsInvalid: '플레이리스트 번호는 숫자로 쉼표로 구분해 주세요.',
};

/** The console's report of free unlocks, rentals, conversions and gifts per playlist (issue 38). */
export const opsCommerceReportTexts = {
  nav: '기다무·대여 리포트',
  heading: '기다무·대여·선물 리포트',
  lead: '플레이리스트별 무료 이용(기다무·이용권), 하트 대여, 대여·무료 이용 후 소장 전환, 선물을 한국 시간 기준 기간으로 모아 봐요.',
  from: '시작일',
  to: '종료일',
  show: '조회',
  empty: '이 기간에는 기다무·이용권·대여·선물이 없었어요.',
  totals: '기간 합계',
  range: (from: string, to: string) => `${from} ~ ${to}`,
  count: (total: number) => `플레이리스트 ${total.toLocaleString('ko-KR')}개`,
  columns: {
    playlist: '플레이리스트',
    channel: '채널',
    waitFree: '기다무',
    passTickets: '이용권',
    rentals: '대여',
    conversions: '소장 전환',
    gifts: '선물 (수락)',
  },
  times: (count: number) => `${count.toLocaleString('ko-KR')}회`,
  rentalsLine: (count: number, hearts: number) =>
    `${count.toLocaleString('ko-KR')}회 · ${hearts.toLocaleString('ko-KR')}하트`,
  giftsLine: (count: number, accepted: number, hearts: number) =>
    `${count.toLocaleString('ko-KR')}건 (${accepted.toLocaleString('ko-KR')}) · ${hearts.toLocaleString('ko-KR')}하트`,
  conversionRate: (conversions: number, opened: number) =>
    opened > 0
      ? `${conversions.toLocaleString('ko-KR')}회 (${Math.round((conversions / opened) * 100)}%)`
      : '0회',
  previous: '이전',
  next: '다음',
  page: (page: number, pages: number) => `${page} / ${pages} 페이지`,
  tableLabel: '플레이리스트별 결제 방식 리포트',
} as const;
