/**
 * Korean texts of the night listening features (issue 42): the automatic sleep timer's hours,
 * "10분 더", and 잠든 곳부터 (where the sleep timer's fade began, offered on the next start).
 */
export const nightTexts = {
  windowLegend: '밤 시간 자동 타이머',
  windowToggle: '이 시간에 재생하면 취침 타이머 켜기',
  windowFrom: '시작 시각',
  windowTo: '끝 시각',
  windowLength: '자동 타이머 길이',
  hour: (hour: number) => `${String(hour).padStart(2, '0')}시`,
  windowHint: (from: string, to: string) => `한국 시간 ${from}부터 ${to} 전까지`,
  autoStarted: (label: string) => `밤 시간이라 취침 타이머를 켰어요: ${label}`,
  extend: '10분 더',
  extended: (remaining: string) => `취침 타이머를 10분 늘렸어요. ${remaining} 뒤 정지`,
  dimTitle: '곧 재생을 멈춰요',
  dimHint: '화면을 한 번 누르면 10분 더 들어요.',
  today: '오늘',
  lastNight: '어젯밤',
  yesterday: '어제',
  date: (month: number, day: number) => `${month}월 ${day}일`,
  /** "어젯밤 23:41" */
  when: (day: string, time: string) => `${day} ${time}`,
  /** "어젯밤 23:41, 12:30에서 멈췄어요" */
  markOffer: (when: string, position: string) => `${when}, ${position}에서 멈췄어요`,
  markEpisode: (title: string) => `잠든 곳: ${title}`,
  markResume: '거기서 듣기',
  markClose: '닫기',
  markRegion: '잠든 곳부터 듣기',
} as const;
