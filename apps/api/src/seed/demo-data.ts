import type { DemoSoundPreset } from '@sogon/media';

/** Demo catalog written on first start: made-up creators, license-free synthesised sound. */
export interface DemoChannel {
  key: string;
  name: string;
  description: string;
}

export interface DemoPlaylist {
  channel: string;
  title: string;
  description: string;
  mediaType: 'audio' | 'video' | 'audiotoon';
  sound: DemoSoundPreset;
  voice?: string;
  /** Hearts per paid episode; 0 means the whole playlist is free. */
  price: number;
  isAdult?: boolean;
  tags: string[];
  categories: number[];
  episodes: string[];
  /** Length of each episode: minutes for the ASMR sessions, less for audio-toons and videos. */
  episodeSec: number;
  /** The scene drifts from ear to ear once per this many seconds (demoSessionArgs); absent: it stays put. */
  earToEarSec?: number;
  /** Days before the seed time the playlist opened. */
  openedDaysAgo: number;
  /** 기다무 (ADR 066): one free episode every `hours`, the newest `excludeNewest` never, rented `rentalHours` (0: owned). */
  waitFree?: { hours: number; excludeNewest: number; rentalHours: number };
  /** 대여: hearts to rent each paid episode for `rentalHours` (absent: not for rent). */
  rental?: { price: number; hours: number };
}

export const DEMO_CHANNELS: DemoChannel[] = [
  { key: 'moon', name: '달빛소리', description: '잠들기 전 듣기 좋은 자연의 소리와 속삭임을 만듭니다.' },
  { key: 'raindrop', name: '빗방울 스튜디오', description: '집중과 휴식을 위한 사운드스케이프 스튜디오.' },
  { key: 'toon', name: '오디오툰 공방', description: '귀로 듣고 눈으로 보는 짧은 오디오툰을 연재합니다.' },
];

export const DEMO_PLAYLISTS: DemoPlaylist[] = [
  {
    channel: 'moon',
    title: '한밤의 빗소리',
    description: '창밖으로 조용히 내리는 비. 불을 끄고 눈을 감아 보세요.',
    mediaType: 'audio',
    sound: 'rain',
    price: 0,
    tags: ['빗소리', '수면', '자연'],
    categories: [7, 61, 6, 55],
    episodes: ['처마 끝 빗방울', '새벽 소나기', '우산 위의 빗소리', '빗속의 골목길'],
    episodeSec: 240,
    openedDaysAgo: 1,
  },
  {
    channel: 'moon',
    title: '귀 기울이면: 속삭임 ASMR',
    description: '빗소리 사이로 들려오는 다정한 한마디.',
    mediaType: 'audio',
    sound: 'whisper-voice',
    voice: 'good-night',
    price: 0,
    tags: ['속삭임', '힐링', '보이스'],
    categories: [7, 8, 25, 55],
    episodes: ['안녕하세요', '수고했어요', '편안한 밤', '숨 고르기'],
    episodeSec: 180,
    earToEarSec: 20,
    openedDaysAgo: 3,
  },
  {
    channel: 'raindrop',
    title: '타닥타닥 모닥불',
    description: '캠핑장의 밤, 장작이 타들어 가는 소리.',
    mediaType: 'audio',
    sound: 'fire',
    price: 0,
    tags: ['모닥불', '캠핑', '자연'],
    categories: [61, 6],
    episodes: ['첫 불씨', '한가운데 장작', '꺼져 가는 불'],
    episodeSec: 240,
    openedDaysAgo: 6,
  },
  {
    channel: 'raindrop',
    title: '바이노럴 집중 사운드',
    description: '이어폰으로 들으면 더 좋은 집중용 바이노럴 비트.',
    mediaType: 'audio',
    sound: 'binaural',
    price: 3,
    tags: ['바이노럴', '집중', '공부'],
    categories: [8, 21, 24],
    episodes: ['집중 준비', '몰입 구간', '깊은 몰입', '마무리 호흡'],
    episodeSec: 240,
    openedDaysAgo: 9,
    rental: { price: 1, hours: 72 },
  },
  {
    channel: 'moon',
    title: '파도가 머무는 밤',
    description: '밀려왔다 밀려가는 파도 소리에 마음을 맡겨요.',
    mediaType: 'audio',
    sound: 'ocean',
    price: 2,
    tags: ['파도', '바다', '수면'],
    categories: [61, 7],
    episodes: ['잔잔한 바다', '밤바다 산책', '등대 아래'],
    episodeSec: 240,
    openedDaysAgo: 12,
  },
  {
    channel: 'toon',
    title: '톡톡 태핑 모음',
    description: '나무, 유리, 가죽을 두드리는 또렷한 태핑 사운드.',
    mediaType: 'audio',
    sound: 'tapping',
    price: 0,
    tags: ['태핑', '팅글', '귀'],
    categories: [7, 25],
    episodes: ['나무 상자', '유리컵', '가죽 노트'],
    episodeSec: 180,
    earToEarSec: 12,
    openedDaysAgo: 2,
  },
  {
    channel: 'toon',
    title: '오디오툰: 별을 세는 편의점',
    description: '새벽 세 시, 작은 편의점에 찾아오는 손님들의 이야기.',
    mediaType: 'audiotoon',
    sound: 'whisper-voice',
    voice: 'hello',
    price: 2,
    tags: ['오디오툰', '드라마', '힐링'],
    categories: [62, 55, 8],
    episodes: ['새벽 세 시의 손님', '우산을 두고 간 사람', '별이 쏟아지던 날', '다시 만난 손님'],
    episodeSec: 120,
    openedDaysAgo: 4,
    waitFree: { hours: 24, excludeNewest: 1, rentalHours: 72 },
  },
  {
    channel: 'toon',
    title: '오디오툰: 비 오는 날의 고양이',
    description: '비를 피해 들어온 고양이와 함께한 하루.',
    mediaType: 'audiotoon',
    sound: 'whisper-voice',
    voice: 'rain-sleep',
    price: 0,
    tags: ['오디오툰', '고양이', '비'],
    categories: [62, 6],
    episodes: ['처마 밑 손님', '따뜻한 우유', '비 갠 오후'],
    episodeSec: 120,
    openedDaysAgo: 8,
  },
  {
    channel: 'raindrop',
    title: '밤하늘 영상 ASMR',
    description: '반짝이는 빛과 낮은 소리가 어우러진 영상 ASMR.',
    mediaType: 'video',
    sound: 'brown-noise',
    price: 0,
    tags: ['영상', '밤하늘', '수면'],
    categories: [34, 63],
    episodes: ['별빛 1', '별빛 2', '별빛 3'],
    episodeSec: 30,
    openedDaysAgo: 5,
  },
  {
    channel: 'moon',
    title: '심장 소리 자장가',
    description: '느린 심장 박동 소리로 마음을 진정시켜요.',
    mediaType: 'audio',
    sound: 'heartbeat',
    price: 0,
    tags: ['심장 소리', '자장가', '수면'],
    categories: [61],
    episodes: ['느린 박동', '포근한 품', '깊은 잠'],
    episodeSec: 180,
    openedDaysAgo: 15,
  },
  {
    channel: 'raindrop',
    title: '룩북: 포근한 겨울',
    description: '겨울 밤 분위기를 담은 영상 룩북.',
    mediaType: 'video',
    sound: 'pink-noise',
    price: 4,
    tags: ['룩북', '겨울', '영상'],
    categories: [34, 63],
    episodes: ['눈 오는 밤', '난로 앞에서', '새벽 산책'],
    episodeSec: 30,
    openedDaysAgo: 10,
  },
  {
    channel: 'moon',
    title: '깊은 밤의 속삭임 (19)',
    description: '성인 인증 후 들을 수 있는 깊은 밤의 롤플레이 ASMR.',
    mediaType: 'audio',
    sound: 'whisper-voice',
    voice: 'breathe',
    price: 5,
    isAdult: true,
    tags: ['롤플레이', '속삭임'],
    categories: [7, 61],
    episodes: ['첫 번째 밤', '두 번째 밤', '세 번째 밤'],
    episodeSec: 180,
    earToEarSec: 16,
    openedDaysAgo: 7,
  },
];

export const DEMO_BANNERS = [
  { playlist: 0, title: '오늘 밤은 빗소리와 함께', subtitle: '달빛소리의 새 ASMR을 무료로 들어 보세요' },
  { playlist: 6, title: '오디오툰: 별을 세는 편의점', subtitle: '무료 공개 · 새벽 세 시의 작은 이야기' },
  { playlist: 3, title: '집중이 필요할 땐 바이노럴', subtitle: '이어폰을 끼고 몰입해 보세요' },
];

/** Shown under every playlist's episodes (a playlist banner with no playlist of its own). */
export const DEMO_PLAYLIST_BANNER = {
  title: '하트를 충전하고 유료 에피소드를 들어 보세요',
  subtitle: '첫 결제 특가로 보너스 하트를 더 드려요',
  linkUrl: '/charge',
};

export const DEMO_NOTICES = [
  {
    title: '소곤 서비스 오픈 안내',
    body: '소곤을 찾아 주셔서 감사합니다.\n인기 크리에이터의 ASMR과 오디오툰을 한곳에서 만나 보세요.',
    isPinned: true,
  },
  {
    title: '개인정보 처리방침 개정 안내',
    body: '본인 인증 정보 보관 기준이 명확해졌습니다. 주민등록번호는 저장하지 않습니다.',
    isPinned: false,
  },
  {
    title: '하트 충전 이벤트 예고',
    body: '첫 충전 시 보너스 하트를 드리는 이벤트가 곧 시작됩니다.',
    isPinned: false,
  },
];

export const DEMO_FAQS = [
  {
    category: '이용',
    question: '소곤은 어떤 서비스인가요?',
    answer: 'ASMR, 오디오툰, 영상 콘텐츠를 듣고 볼 수 있는 스트리밍 서비스입니다.',
  },
  {
    category: '이용',
    question: '무료로 들을 수 있는 콘텐츠가 있나요?',
    answer:
      '네. 무료 표시가 있는 플레이리스트와 각 유료 플레이리스트의 일부 회차는 로그인 없이도 들을 수 있습니다.',
  },
  {
    category: '하트',
    question: '하트는 무엇인가요?',
    answer: '유료 콘텐츠를 구매할 때 쓰는 소곤의 이용권입니다. 하트 충전 메뉴에서 충전할 수 있습니다.',
  },
  {
    category: '하트',
    question: '충전한 하트를 환불받을 수 있나요?',
    answer: '사용하지 않은 하트는 충전일로부터 7일 이내에 환불을 요청할 수 있습니다.',
  },
  {
    category: '인증',
    question: '본인 인증은 왜 필요한가요?',
    answer: '중복 혜택을 막고 성인 콘텐츠 이용 연령을 확인하기 위해 본인 명의 휴대폰으로 인증합니다.',
  },
  {
    category: '계정',
    question: '탈퇴하면 하트는 어떻게 되나요?',
    answer: '탈퇴 시 남은 하트와 구매 내역은 모두 사라지며 복구할 수 없습니다.',
  },
];

/** Lines of the demo audio-toon script, five seconds apart. */
export const DEMO_TOON_SCRIPT = [
  '딸랑, 편의점 문이 열렸다.',
  '“어서 오세요.” 새벽 세 시의 인사.',
  '손님은 창밖의 비를 한참 바라보았다.',
  '“따뜻한 우유 하나 주세요.”',
  '계산대 위로 작은 별 모양 스티커가 놓였다.',
  '“오늘 밤은 별이 잘 보일 거예요.”',
  '빗소리가 조금씩 잦아들었다.',
  '문이 닫히고, 편의점은 다시 조용해졌다.',
];
