import { eventTexts } from '@sogon/contract/messages/events';
import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import type { TEventCard } from '@sogon/contract/schemas/events';
import { EventCard } from '@web/components/events/EventCard';
import { eventPeriod } from '@web/components/events/event-period';
import ops from './Ops.module.css';
import local from './OpsEvents.module.css';

const text = opsEventsTexts.eventForm;

export interface PreviewEvent {
  card: TEventCard;
  body: string;
  rewardHearts: number;
  streakDays: number;
  streakHearts: number;
}

/**
 * 미리보기: the member's own event card (the component /event shows) and the top of its page,
 * inert so that nothing in it can be followed or focused from the console.
 */
export function OpsEventPreview({ event, headingId }: { event: PreviewEvent; headingId: string }) {
  const { card } = event;
  const attendance = eventTexts.page.attendance;
  return (
    <section className={local.preview} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={ops.subtitle}>
          {text.preview}
        </h2>
        <p className={ops.muted}>{text.previewHint}</p>
      </div>
      <div inert>
        <EventCard event={{ ...card, title: card.title || text.untitled }} />
      </div>
      <div className={local.previewPage} inert>
        <h3>{card.title || text.untitled}</h3>
        <p>{validPeriod(card) ? eventPeriod(card) : ''}</p>
        {card.kind === 'attendance' && event.rewardHearts > 0 ? (
          <ul>
            <li>{attendance.reward(event.rewardHearts)}</li>
            {event.streakDays > 0 && event.streakHearts > 0 ? (
              <li>{attendance.streak(event.streakDays, event.streakHearts)}</li>
            ) : null}
          </ul>
        ) : null}
        {event.body ? <p className={local.previewBody}>{event.body}</p> : null}
      </div>
    </section>
  );
}

function validPeriod(card: TEventCard): boolean {
  return !Number.isNaN(Date.parse(card.startsAt)) && !Number.isNaN(Date.parse(card.endsAt));
}
