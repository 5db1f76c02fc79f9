import { describe, expect, it } from 'vitest';
import { businessCheckUrl, businessRows, copyrightLine, readBusinessInfo } from './business-info.ts';

describe('business details in the footer', () => {
  it('shows every detail as a marked example when nothing is configured', () => {
    const info = readBusinessInfo(undefined);
    const rows = businessRows(info);
    expect(rows.map((row) => row.label)).toEqual([
      '상호',
      '대표자',
      '사업자등록번호',
      '통신판매업 신고번호',
      '주소',
      '고객센터 전화',
      '고객센터 이메일',
      '운영 시간',
      '호스팅 제공자',
    ]);
    expect(rows.every((row) => row.example && !row.href)).toBe(true);
    // No lookup link for a made-up number.
    expect(businessCheckUrl(info)).toBeNull();
    expect(copyrightLine(info)).toBe('Copyright © 소곤 All rights reserved.');
  });

  it('shows the configured details, links phone and e-mail, and the 공정거래위원회 lookup', () => {
    const info = readBusinessInfo(
      JSON.stringify({
        name: '주식회사 소곤',
        registrationNumber: '123-45-67890',
        phone: '02-123-4567',
        email: 'help@sogon.kr',
      }),
    );
    const rows = new Map(businessRows(info).map((row) => [row.field, row]));
    expect(rows.get('name')).toMatchObject({ value: '주식회사 소곤', example: false });
    expect(rows.get('registrationNumber')).toMatchObject({ value: '123-45-67890', example: false });
    expect(rows.get('phone')).toMatchObject({ value: '02-123-4567', href: 'tel:021234567', example: false });
    expect(rows.get('email')).toMatchObject({ href: 'mailto:help@sogon.kr', example: false });
    // The rest stay examples.
    expect(rows.get('representative')?.example).toBe(true);
    expect(rows.get('hostingProvider')?.example).toBe(true);
    expect(businessCheckUrl(info)).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890');
    expect(copyrightLine(info)).toBe('Copyright © 주식회사 소곤 All rights reserved.');
  });

  it('offers no 공정거래위원회 lookup for the demo’s made-up registration number', () => {
    const info = readBusinessInfo(
      JSON.stringify({ registrationNumber: '514-86-20391', supportHours: '평일 10:00~18:00' }),
    );
    expect(businessCheckUrl(info)).toBeNull();
    const hours = businessRows(info).find((row) => row.field === 'supportHours');
    expect(hours).toMatchObject({ label: '운영 시간', value: '평일 10:00~18:00', example: false });
    expect(hours?.href).toBeUndefined();
  });

  it('treats an unreadable hand-over as not configured', () => {
    expect(readBusinessInfo('{not json')).toEqual({});
    expect(readBusinessInfo(JSON.stringify({ email: 'not an address' }))).toEqual({});
  });
});
