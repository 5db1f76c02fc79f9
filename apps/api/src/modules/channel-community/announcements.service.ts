import {
  announcementDelivery,
  channelCommunityDetails as details,
} from '@sogon/contract/messages/channel-community';
import {
  ANNOUNCEMENTS_PER_DAY,
  type TAnnouncement,
  type TAnnouncementBody,
  type TAnnouncementList,
  type TMemberNotificationList,
} from '@sogon/contract/schemas/channel-community';
import type { MailMessage } from '#api/adapters/mail/types';
import { AppError } from '#api/http/app-error';
import type { Viewer } from '#api/modules/viewer';
import type { AnnouncementRow, CommunityRepository, OwnedChannelRow } from './repository.ts';

/** Members given their notification per statement while an announcement is delivered. */
export const DELIVERY_BATCH = 1000;

function refused(detail: string): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
}

/**
 * A channel's announcements to followers or tier members (at most ANNOUNCEMENTS_PER_DAY a Seoul
 * day, delivered by a job, once per member) and the member's side of them: their notifications.
 */
export function createAnnouncementService(deps: {
  community: CommunityRepository;
  /** The channel, if the viewer owns it (the community service's ownership check). */
  ownedChannel: (channelId: number, viewer: Viewer) => Promise<OwnedChannelRow>;
  /** Queues an announcement's delivery (the job calls `deliverAnnouncement`). */
  enqueueDelivery: (announcementId: number) => Promise<void>;
  mail: (message: MailMessage) => Promise<void>;
  siteUrl: string;
  now?: () => Date;
}) {
  const { community, ownedChannel } = deps;
  const now = deps.now ?? (() => new Date());

  function announcementAnswer(row: AnnouncementRow): TAnnouncement {
    return {
      id: row.id,
      channelId: row.channelId,
      title: row.title,
      body: row.body,
      audience: row.audience,
      tierIds: row.tierIds,
      status: row.status,
      recipientCount: row.recipientCount,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    };
  }

  return {
    async announcements(channelId: number, viewer: Viewer): Promise<TAnnouncementList> {
      const channel = await ownedChannel(channelId, viewer);
      const { items, sentToday } = await community.announcements(channel.id, now());
      return { items: items.map(announcementAnswer), sentToday, perDay: ANNOUNCEMENTS_PER_DAY };
    },

    /** Writes an announcement (at most ANNOUNCEMENTS_PER_DAY a Seoul day) and queues its delivery. */
    async sendAnnouncement(
      channelId: number,
      viewer: Viewer,
      body: TAnnouncementBody,
    ): Promise<TAnnouncement> {
      const channel = await ownedChannel(channelId, viewer);
      const tierIds = body.audience === 'tiers' ? [...new Set(body.tierIds)] : [];
      if (body.audience === 'tiers') {
        if (tierIds.length === 0) throw refused(details.announcementNoTiers);
        const known = await community.channelTiers(channel.id, tierIds);
        if (known.length !== tierIds.length) throw refused(details.announcementUnknownTier);
      }
      const row = await community.insertAnnouncement(
        {
          channelId: channel.id,
          authorUserId: viewer.userId!,
          title: body.title,
          body: body.body,
          audience: body.audience,
          tierIds,
        },
        now(),
        ANNOUNCEMENTS_PER_DAY,
      );
      if (!row) throw new AppError('ERROR_TOO_MANY_REQUESTS', { detail: details.announcementDailyLimit });
      await deps.enqueueDelivery(row.id);
      return announcementAnswer(row);
    },

    /**
     * The delivery job: every member of the audience gets the notification once (a retry, or two
     * workers at once, add none), then the mails of those who opted in are claimed and queued once,
     * then the announcement is marked sent with its recipient count.
     */
    async deliverAnnouncement(announcementId: number): Promise<void> {
      const announcement = await community.announcement(announcementId);
      if (!announcement) return;
      const link = `/channel/${announcement.channelId}`;
      const at = now();
      let after = 0;
      for (;;) {
        const batch = await community.deliverBatch(announcement, after, DELIVERY_BATCH, at, link);
        if (batch.size === 0) break;
        after = batch.lastUserId;
        if (batch.size < DELIVERY_BATCH) break;
      }
      const url = `${deps.siteUrl.replace(/\/$/, '')}${link}`;
      for (;;) {
        const claimed = await community.claimMails(announcement.id, DELIVERY_BATCH);
        for (const { to } of claimed) {
          await deps.mail({
            to,
            subject: announcementDelivery.mailSubject(announcement.channelName, announcement.title),
            text: announcementDelivery.mailText(
              announcement.channelName,
              announcement.title,
              announcement.body,
              url,
            ),
          });
        }
        if (claimed.length < DELIVERY_BATCH) break;
      }
      await community.markSent(announcement.id, now());
    },

    async notifications(userId: number): Promise<TMemberNotificationList> {
      const { rows, unread } = await community.notifications(userId);
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          kind: String(row.kind),
          channelId: row.channel_id === null ? null : Number(row.channel_id),
          title: String(row.title),
          body: String(row.body),
          link: String(row.link),
          read: row.read_at !== null,
          createdAt: new Date(row.created_at as string).toISOString(),
        })),
        unread,
      };
    },

    async readNotifications(userId: number) {
      return { read: await community.readNotifications(userId) };
    },
  };
}
