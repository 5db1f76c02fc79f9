/** Korean texts of 대여 (rentals) and 기다무 (wait for free): API details and the UI (issue 38). */

/** "23시간 12분" — hours and minutes left, rounded up to the minute (at least 1분). */
export function timeLeftText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}일 ${hours}시간` : `${days}일`;
  if (hours > 0) return rest > 0 ? `${hours}시간 ${rest}분` : `${hours}시간`;
  return `${rest}분`;
}

/** "3일" or "12시간": a rental's length. */
export function hoursText(hours: number): string {
  return hours % 24 === 0 ? `${hours / 24}일` : `${hours}시간`;
}

/** "2일 남음", "5시간 남음", "10분 남음": what a live rental has left (rounded down, at least 1분). */
export function remainingText(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes >= 24 * 60) {
    // A three-day rental just begun reads 2일 23시간, not 2일.
    const days = Math.floor(minutes / (24 * 60));
    const hours = Math.floor((minutes % (24 * 60)) / 60);
    return hours > 0 ? `${days}일 ${hours}시간 남음` : `${days}일 남음`;
  }
  if (minutes >= 60) return `${Math.floor(minutes / 60)}시간 남음`;
  return `${minutes}분 남음`;
}

export const rentalDetails = {
  notForRent: '이 회차는 대여할 수 없어요. 소장으로 구매해 주세요.',
  owned: '이미 소장한 회차예요. 대여하지 않아도 들을 수 있어요.',
  rented: (left: string) => `이미 대여 중인 회차예요. (${left})`,
  free: '무료 회차예요. 대여하지 않아도 들을 수 있어요.',
  noWaitFree: '이 플레이리스트는 기다리면 무료를 하지 않아요.',
  notEligible: '기다리면 무료로 볼 수 없는 회차예요. 최신 회차나 이미 열린 회차는 제외돼요.',
  notYet: (left: string) => `${left} 후 무료로 볼 수 있어요.`,
  earlyAccess:
    '선공개 회차는 기다리면 무료로 열 수 없어요. 모두에게 공개된 뒤에 무료로 볼 수 있어요. 지금은 대여하거나 소장할 수 있어요.',
};

export const rentalTexts = {
  rentPrice: (hearts: number, hours: number) => `대여 ${hearts}하트 · ${hoursText(hours)}`,
  ownPrice: (hearts: number) => `소장 ${hearts}하트`,
  rent: (hearts: number, hours: number) => `대여하기 · ${hearts}하트 · ${hoursText(hours)}`,
  own: (hearts: number) => `소장하기 · ${hearts}하트`,
  ownAfterRent: (credit: number) => `대여에 쓴 하트 ${credit}개를 빼고 계산했어요.`,
  confirmRent: (title: string, hearts: number, hours: number) =>
    `「${title}」을(를) 하트 ${hearts}개로 ${hoursText(hours)} 동안 대여합니다.`,
  rented: (left: string) => `대여했어요. 지금 들을 수 있어요. (${left})`,
  renting: (left: string) => `대여 중 · ${left}`,
  ended: '대여 기간이 끝났어요',
  endedBody: '다시 대여하거나 소장하면 이어서 들을 수 있어요.',
  rentAgain: '다시 대여',
  ownIt: '소장',
  waitFreeBadge: (hours: number) => `${hoursText(hours)}마다 무료`,
  waitFreeIn: (left: string) => `${left} 후 무료`,
  waitFreeNow: '지금 무료로 보기',
  waitFreeClaimed: '무료로 열었어요. 지금 들을 수 있어요.',
  waitFreeTerms: (hours: number, rentalHours: number, excludeNewest: number) =>
    `기다리면 무료: ${hoursText(hours)}마다 한 회차${
      rentalHours > 0 ? `, ${hoursText(rentalHours)} 대여` : ', 소장'
    }${excludeNewest > 0 ? ` · 최신 ${excludeNewest}화 제외` : ''}`,
  library: '대여한 회차',
  libraryEmpty: '대여한 회차가 없어요.',
};

/** The console's playlist form: 대여 length and 기다무 terms (ADR 066). */
export const rentalOpsTexts = {
  rentalHours: '대여 기간 (시간)',
  rentalHoursHint: '1–720시간. 회차의 대여 가격은 회차마다 정해요.',
  waitFreeHours: '기다리면 무료 간격 (시간)',
  waitFreeHoursHint: '0이면 기다리면 무료를 하지 않아요.',
  waitFreeExcludeNewest: '기다리면 무료에서 뺄 최신 회차 수',
  waitFreeRentalHours: '무료 회차 대여 기간 (시간)',
  waitFreeRentalHoursHint: '0이면 무료로 연 회차를 소장해요.',
};
