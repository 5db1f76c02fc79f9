'use client';

import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { subscriptionTexts as text } from '@sogon/contract/messages/subscriptions';
import { paymentsEndpoints } from '@sogon/contract/routes/payments.endpoints';
import { subscriptionsEndpoints } from '@sogon/contract/routes/subscriptions.endpoints';
import type {
  TChannelSubscription,
  TSubscribeAnswer,
  TSubscriptionProduct,
} from '@sogon/contract/schemas/subscriptions';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useShortOfHearts } from '@web/components/purchase/use-short-of-hearts';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi } from '@web/lib/api/browser';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { announceSubscriptionChange, calendarLabel, periodEndLabel, phaseOf } from './subscription-state.ts';

const api = {
  payments: browserApi('payments', paymentsEndpoints),
  subscriptions: browserApi('subscriptions', subscriptionsEndpoints),
};

type Channel = { id: number; name: string };

/**
 * Subscribe (heart confirmation, first month charged once per Idempotency-Key), cancel auto-renew
 * (confirmation: access stays until the period end) and resume (no charge), shared by the
 * playlist page and 마이페이지. `onChange` gets the subscription as the API answers it.
 */
export function useSubscriptionActions(
  onChange: (channelId: number, subscription: TChannelSubscription | null) => void,
) {
  const { open } = useModal();
  const shortOfHearts = useShortOfHearts();
  const { toast } = useToast();
  const openLogin = useLoginModal();
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const busyRef = useRef(false);

  const notEnough = useCallback(
    (need: number, have: number | null) =>
      shortOfHearts({
        title: text.notEnoughTitle,
        body: have === null ? errorMessages.ERROR_HEART_NOT_ENOUGH : text.notEnoughBody(need, have),
      }),
    [shortOfHearts],
  );

  const balance = useCallback(async (): Promise<number | null> => {
    try {
      return (await api.payments.balance()).total;
    } catch {
      return null;
    }
  }, []);

  /** One PUT; answers the new subscription, or undefined when it failed (already told the member). */
  const put = useCallback(
    async (
      channel: Channel,
      status: 0 | 1,
      need = 0,
      productId?: number,
    ): Promise<TSubscribeAnswer | undefined> => {
      if (busyRef.current) return undefined;
      busyRef.current = true;
      setBusy(channel.id);
      try {
        const answer = await api.subscriptions.setStatus(
          { body: { channelId: channel.id, status, ...(productId ? { productId } : {}) } },
          // A retried subscribe (double click, flaky network) charges the first month once.
          { headers: { 'idempotency-key': crypto.randomUUID() } },
        );
        onChange(channel.id, answer.subscription);
        announceSubscriptionChange(channel.id);
        // Paid episodes of the channel are rendered on the server with the member's cookie.
        router.refresh();
        return answer;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ERROR_HEART_NOT_ENOUGH') {
          notEnough(need, need ? await balance() : null);
        } else if (error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST') {
          openLogin();
        } else {
          toast(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL, { kind: 'error' });
        }
        return undefined;
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [onChange, router, notEnough, balance, openLogin, toast],
  );

  /** 구독하기: checks the hearts, asks with the heart icon, then charges the first month. */
  const subscribe = useCallback(
    async (channel: Channel, product: TSubscriptionProduct) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(channel.id);
      const have = await balance();
      busyRef.current = false;
      setBusy(null);
      if (have !== null && have < product.hearts) {
        notEnough(product.hearts, have);
        return;
      }
      const body = text.confirmBody(product.hearts, calendarLabel(product.nextPaymentDate));
      open<ConfirmModalProps>({
        key: 'subscribe-confirm',
        component: ConfirmModal,
        overlayClose: true,
        escClose: true,
        props: {
          title: text.confirmTitle(channel.name),
          heartIcon: true,
          body: have === null ? body : `${body}\n${text.balance(have)}`,
          confirmLabel: text.subscribe,
          onConfirm: () =>
            void put(channel, 1, product.hearts, product.id).then((answer) => {
              if (!answer) return;
              const next = answer.subscription?.nextPaymentDate;
              toast(next ? text.done(calendarLabel(next)) : text.subscribed, { kind: 'success' });
            }),
        },
      });
    },
    [balance, notEnough, open, put, toast],
  );

  /** 구독 해지: auto-renew stops, the paid period stays. */
  const cancel = useCallback(
    (subscription: TChannelSubscription) => {
      const until = periodEndLabel(subscription);
      open<ConfirmModalProps>({
        key: 'subscription-cancel-confirm',
        component: ConfirmModal,
        overlayClose: true,
        escClose: true,
        props: {
          title: text.cancelConfirmTitle,
          body: text.cancelConfirmBody(subscription.channel.name, until),
          confirmLabel: text.cancel,
          onConfirm: () =>
            void put(subscription.channel, 0).then((answer) => {
              if (!answer) return;
              const after = answer.subscription;
              toast(text.cancelDone(after ? periodEndLabel(after) : until), { kind: 'success' });
            }),
        },
      });
    },
    [open, put, toast],
  );

  /** 다시 구독 while the period lasts: auto-renew back on, nothing charged. */
  const resume = useCallback(
    async (subscription: TChannelSubscription) => {
      // Only while the paid period lasts: after it, status 1 would charge a new first month.
      let fresh: TChannelSubscription | null;
      try {
        fresh = await api.subscriptions.mine({ id: subscription.channel.id });
      } catch (error) {
        toast(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL, { kind: 'error' });
        return;
      }
      if (phaseOf(fresh) !== 'cancelled') {
        onChange(subscription.channel.id, fresh);
        return;
      }
      const answer = await put(subscription.channel, 1);
      if (!answer) return;
      const next = answer.subscription?.nextPaymentDate;
      toast(next ? text.resumeDone(calendarLabel(next)) : text.subscribed, { kind: 'success' });
    },
    [onChange, put, toast],
  );

  /**
   * 멤버십 변경: a dearer tier is confirmed with the difference it charges now, a cheaper one with
   * the date it starts (the renewal); the tier held clears a pending change.
   */
  const changeTier = useCallback(
    (subscription: TChannelSubscription, product: TSubscriptionProduct) => {
      const channel = subscription.channel;
      const upgrade = product.hearts > subscription.hearts;
      const nextDate = subscription.nextPaymentDate
        ? calendarLabel(subscription.nextPaymentDate)
        : periodEndLabel(subscription);
      const send = async () => {
        if (busyRef.current) return;
        busyRef.current = true;
        setBusy(channel.id);
        try {
          const answer = await api.subscriptions.changeTier({
            id: channel.id,
            body: { productId: product.id },
          });
          onChange(channel.id, answer.subscription);
          announceSubscriptionChange(channel.id);
          router.refresh();
          const message =
            answer.change === 'upgraded'
              ? text.upgradeDone(product.name, answer.charged)
              : answer.change === 'downgrade_pending'
                ? text.downgradeDone(product.name, nextDate)
                : answer.change === 'pending_cleared'
                  ? text.pendingCleared(product.name)
                  : text.switchDone(product.name);
          toast(message, { kind: 'success' });
        } catch (error) {
          if (error instanceof ApiError && error.code === 'ERROR_HEART_NOT_ENOUGH') {
            const need = product.hearts - subscription.hearts;
            notEnough(need, await balance());
          } else if (error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST') {
            openLogin();
          } else {
            toast(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL, { kind: 'error' });
          }
        } finally {
          busyRef.current = false;
          setBusy(null);
        }
      };
      if (product.id === subscription.productId) {
        void send();
        return;
      }
      open<ConfirmModalProps>({
        key: 'subscription-tier-confirm',
        component: ConfirmModal,
        overlayClose: true,
        escClose: true,
        props: upgrade
          ? {
              title: text.upgradeConfirmTitle(product.name),
              heartIcon: true,
              body: text.upgradeConfirmBody(subscription.hearts, product.hearts),
              confirmLabel: text.changeConfirm,
              onConfirm: () => void send(),
            }
          : {
              title: text.downgradeConfirmTitle(product.name),
              body: text.downgradeConfirmBody(nextDate, product.hearts),
              confirmLabel: text.changeConfirm,
              onConfirm: () => void send(),
            },
      });
    },
    [onChange, router, toast, notEnough, balance, openLogin, open],
  );

  return { busy, subscribe, cancel, resume, changeTier };
}
