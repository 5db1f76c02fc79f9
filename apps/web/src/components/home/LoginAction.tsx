'use client';

import { ko } from '@sogon/contract/messages/ko';
import { useModal } from '@web/components/modal/ModalProvider';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/** `/?action=login` opens the login prompt on the home page (spec section 2). */
export function LoginAction() {
  const params = useSearchParams();
  const modal = useModal();
  const action = params.get('action');
  useEffect(() => {
    if (action !== 'login') return;
    modal.openAlert({ title: ko.modal.login.title, body: ko.modal.login.body });
  }, [action, modal]);
  return null;
}
