import { episodeHeading } from '../studio-episode.ts';

const count = (value: number) => value.toLocaleString('ko-KR');

/** A pixel count as Korean cameras say it: 2억 5000만 화소, 1200만 화소 (rounded up to 만). */
export function koreanPixels(pixels: number): string {
  const man = Math.ceil(pixels / 10_000);
  const eok = Math.floor(man / 10_000);
  const rest = man % 10_000;
  if (eok === 0) return `${count(rest)}만 화소`;
  return rest === 0 ? `${count(eok)}억 화소` : `${count(eok)}억 ${rest}만 화소`;
}

/** Korean texts of the creator studio: API details (refusals) and the /studio page. */
export const studioTexts = {
  /** Someone else's (or no such) playlist, episode, job or upload: answered as not found. */
  playlistNotFound: '내 채널에서 이 플레이리스트를 찾을 수 없어요.',
  contentNotFound: '내 채널에서 이 에피소드를 찾을 수 없어요.',
  jobNotFound: '내 채널에서 이 변환 작업을 찾을 수 없어요.',
  uploadNotFound: '올리던 파일을 찾을 수 없어요. 처음부터 다시 올려 주세요.',

  priceRequired: '유료 에피소드는 하트 1개 이상으로 가격을 정해 주세요.',

  /** tus upload refusals. */
  uploadMetadata: '어느 에피소드의 파일인지 알 수 없어요. 페이지를 새로고침한 뒤 다시 올려 주세요.',
  uploadEmpty: '빈 파일은 올릴 수 없어요.',
  uploadTooLarge: '2GB 이하의 파일만 올릴 수 있어요.',
  uploadBusy: '이미 변환 중인 파일이 있어요. 변환이 끝난 뒤에 다시 올려 주세요.',
  uploadProtocol: '파일 업로드 요청이 올바르지 않아요. 페이지를 새로고침한 뒤 다시 올려 주세요.',
  uploadOffsetConflict: '올리던 위치가 맞지 않아요. 다시 시도하면 멈춘 곳부터 이어서 올려요.',
  uploadExpired: '올린 지 오래되어 이어 올릴 수 없어요. 처음부터 다시 올려 주세요.',

  /** Audio-toon images. */
  notAudiotoon: '오디오툰 에피소드에만 이미지를 올릴 수 있어요.',
  framesForm: '이미지 업로드 양식이 올바르지 않아요. 다시 시도해 주세요.',
  framesMissing: '올릴 이미지를 선택해 주세요.',
  framesTooMany: (max: number) => `이미지는 ${count(max)}장까지 올릴 수 있어요.`,
  frameTooLarge: (maxMb: number) => `이미지는 한 장에 ${count(maxMb)}MB까지 올릴 수 있어요.`,
  framesTimesCount: '이미지마다 표시 시간을 하나씩 정해 주세요.',
  frameTimeInvalid: (n: number) => `${n}번째 이미지의 표시 시간이 올바르지 않아요.`,
  frameFirstNotZero: '첫 번째 이미지는 0초부터 보여야 해요.',
  frameTimesOrder: (n: number) => `${n}번째 이미지는 앞 이미지보다 늦게 보여야 해요.`,
  framesAltCount: '이미지 설명은 이미지마다 하나씩 보내 주세요.',
  frameAltTooLong: (n: number, max: number) => `${n}번째 이미지 설명은 ${count(max)}자 이하로 써 주세요.`,
  frameType: (n: number) => `${n}번째 파일은 JPG, PNG, WEBP 이미지가 아니에요.`,
  frameUnreadable: (n: number) => `${n}번째 이미지를 읽을 수 없어요. 다른 이미지를 올려 주세요.`,
  frameDimensions: (n: number) => `${n}번째 이미지는 가로세로 16~8000픽셀이어야 해요.`,
  framesTooManyPixels: (max: number, sent: number, maxWidth: number) =>
    `이미지는 한 번에 모두 합쳐 ${koreanPixels(max)}까지 올릴 수 있어요(보낸 이미지는 ${koreanPixels(sent)}). ` +
    `가로 ${count(maxWidth)}픽셀보다 큰 이미지는 어차피 줄여서 저장되니, 줄여서 다시 올려 주세요.`,

  /** Script (captions) files. */
  captionsFormat: 'LRC, WebVTT 또는 SRT 형식의 대본 파일만 올릴 수 있어요.',
  captionsEmpty: '대본에 자막이 한 줄도 없어요. LRC, WebVTT, SRT 파일인지 확인해 주세요.',
  captionsTiming: (line: number) => `대본 ${count(line)}번째 줄의 시간 표기가 올바르지 않아요.`,
  captionsOrder: (line: number) => `대본 ${count(line)}번째 줄: 끝나는 시간이 시작 시간보다 늦어야 해요.`,
  captionsTooMany: (max: number) => `대본은 ${count(max)}줄까지 저장할 수 있어요.`,
  captionsTextTooLong: (line: number) => `대본 ${count(line)}번째 줄의 자막이 너무 길어요.`,

  /** The /studio page. */
  page: {
    title: '크리에이터 스튜디오',
    lead: '내 채널의 플레이리스트에 새 에피소드를 올려요.',
    noPlaylists: '아직 내 채널에 플레이리스트가 없어요.',
    loadFailed: '스튜디오 정보를 불러오지 못했어요.',
    retryLoad: '다시 불러오기',

    formTitle: '새 에피소드 올리기',
    playlist: '플레이리스트',
    playlistOption: (title: string, type: string, episodes: number) =>
      `${title} · ${type} · 에피소드 ${count(episodes)}개`,
    episodeTitle: '에피소드 제목',
    description: '설명 (선택)',
    free: '무료 에피소드',
    price: '가격 (하트)',
    priceHint: '유료 에피소드는 하트 1개 이상이어야 해요.',
    mediaAudio: '오디오 파일',
    mediaVideo: '영상 파일',
    mediaHint: '2GB 이하 · 4시간 이하',
    mediaMissing: '올릴 파일을 선택해 주세요.',
    titleMissing: '에피소드 제목을 입력해 주세요.',

    frames: '오디오툰 이미지',
    framesHint: 'JPG, PNG, WEBP · 한 장에 10MB 이하 · 200장까지. 첫 이미지는 0:00부터 보여요.',
    addFrames: '이미지 추가',
    frameLabel: (n: number) => `${n}번째 이미지`,
    frameTime: (n: number) => `${n}번째 이미지 표시 시작 시간 (분:초)`,
    frameAlt: (n: number) => `${n}번째 이미지 설명 (대체 텍스트)`,
    removeFrame: (n: number) => `${n}번째 이미지 빼기`,
    timeFormatHint: '예: 0:00, 1:05, 12:30.5',
    frameTimeWrong: (n: number) => `${n}번째 이미지의 시간을 분:초 형식으로 써 주세요.`,
    script: '대본 파일 (선택)',
    scriptHint: 'LRC(.lrc), WebVTT(.vtt) 또는 SRT(.srt) 파일',

    submit: '올리기',
    reset: '새 에피소드 올리기',

    steps: {
      create: '에피소드 만드는 중…',
      created: '에피소드를 만들었어요.',
      frames: '이미지 올리는 중…',
      script: '대본 올리는 중…',
      upload: '파일 올리는 중',
      uploaded: '파일을 모두 올렸어요.',
      transcode: '파일 변환 중…',
      transcoded: '변환을 마쳤어요.',
      transcodeFailed: '변환하지 못했어요.',
    },
    /** `6화 · 제목`, once even when the title already starts with `6화`. */
    created: (episodeNo: number, title: string) => episodeHeading(episodeNo, title),
    framesSaved: (n: number) => `이미지 ${count(n)}장을 저장했어요.`,
    scriptSaved: (n: number) => `대본 ${count(n)}줄을 저장했어요.`,
    stepFailed: '이 단계를 다시 시도할 수 있어요.',
    retryStep: '다시 시도',

    uploadProgress: '업로드 진행률',
    uploadAnnounce: (percent: number) => `업로드 ${percent}% 완료`,
    uploadDone: '파일을 모두 올렸어요. 변환을 시작해요.',
    pause: '일시정지',
    resume: '이어 올리기',
    paused: '일시정지됨',
    uploadFailed: '파일을 올리지 못했어요. 다시 시도를 누르면 멈춘 곳부터 이어서 올려요.',
    otherFile: '다른 파일 선택',

    pendingTitle: '올리다 멈춘 파일이 있어요',
    pendingBody: (title: string, file: string, size: string) =>
      `「${title}」의 ${file} (${size}) 파일을 올리던 중이었어요. 같은 파일을 다시 선택하면 멈춘 곳부터 이어서 올려요.`,
    pendingPick: '같은 파일 선택',
    pendingDiscard: '버리기',
    pendingWrongFile: (file: string) => `올리던 파일(${file})과 다른 파일이에요. 같은 파일을 선택해 주세요.`,

    transcode: '변환 진행률',
    transcodeQueued: '변환을 기다리고 있어요.',
    transcodeRunning: (percent: number) => `변환 중 ${percent}%`,
    transcodeStarted: '변환하고 있어요.',
    transcodeDone: '변환이 끝났어요. 에피소드가 공개됐어요.',
    transcodeFailed: (reason: string) => `변환하지 못했어요. ${reason}`,
    retry: '재시도',
    openEpisode: '에피소드 보러 가기',
  },
} as const;

/** File sizes as a creator reads them: 1.5GB, 320MB, 12KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)}GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(bytes >= 100 * 1024 ** 2 ? 0 : 1)}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}
