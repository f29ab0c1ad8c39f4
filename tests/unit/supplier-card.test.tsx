/**
 * The supplier card of spec §2, line by line, as the buyer reads it; its skeleton and its
 * failure state.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import { qrModules, qrPath } from '@/rules/qr-matrix';
import { SupplierCard } from '@/views/supplier-card';
import { SupplierCardSkeleton, SupplierCardUnavailable } from '@/views/supplier-card-placeholders';
import { renderWithRouter } from '../support/render-with-router';
import { supplierFixture } from '../support/supplier-fixture';

const shopUrl = 'https://plush.example.com/shop?SID=101';

/** The values shown after a term of the card's description lists, in order. */
function valuesOf(term: string): string[] {
  return screen
    .getAllByRole('term')
    .filter((dt) => dt.textContent === term)
    .map((dt) => dt.nextElementSibling?.textContent ?? '');
}

describe('SupplierCard (spec §2)', () => {
  it('shows every line of the card', async () => {
    const supplier = supplierFixture();
    await renderWithRouter(() => <SupplierCard supplier={supplier} shopUrl={shopUrl} today="2026-11-21" />);
    const card = screen.getByRole('region', { name: supplier.CName });
    expect(within(card).getByRole('heading', { level: 2, name: supplier.CName })).toBeVisible();
    expect(card).toHaveTextContent(fill(labels.yearsOnPlatform, { n: 9 }));
    expect(card).toHaveTextContent('入驻9年');
    expect(card).toHaveTextContent(fill(labels.goodsInStock, { n: 8 }));
    expect(valuesOf(labels.latestUpdate)).toEqual(['2026-11-18']);
    expect(within(card).getByText(labels.yearlySales)).toHaveTextContent('年销量 1001-5000');
    expect(valuesOf(labels.address)).toEqual([supplier.Addr]);
    expect(valuesOf(labels.qq)).toEqual([supplier.QQ]);
    expect(valuesOf(labels.wechat)).toEqual([supplier.Weixin]);
    expect(valuesOf(labels.phone)).toEqual([supplier.Mobile, supplier.Mobile1]);
  });

  it('reads 今天 when the latest update is today', async () => {
    const supplier = supplierFixture({ updateNewTime: '2026-11-21 08:05:00' });
    await renderWithRouter(() => <SupplierCard supplier={supplier} shopUrl={shopUrl} today="2026-11-21" />);
    expect(valuesOf(labels.latestUpdate)).toEqual([labels.today]);
  });

  it('has a single phone line when there is no second phone', async () => {
    const supplier = supplierFixture({ Mobile1: '' });
    await renderWithRouter(() => <SupplierCard supplier={supplier} shopUrl={shopUrl} today="2026-11-21" />);
    expect(valuesOf(labels.phone)).toEqual([supplier.Mobile]);
  });

  it('shows a QR code of the shop address as an inline SVG with a title', async () => {
    await renderWithRouter(() => (
      <SupplierCard supplier={supplierFixture()} shopUrl={shopUrl} today="2026-11-21" />
    ));
    const qr = screen.getByRole('img', { name: catalogueText.qrShopTitle });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('title')).toHaveTextContent(catalogueText.qrShopTitle);
    // The drawing is the symbol of this very address.
    expect(qr.querySelector('path')).toHaveAttribute('d', qrPath(qrModules(shopUrl)).d);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('opens the shop in a new tab with 进入店铺', async () => {
    await renderWithRouter(() => (
      <SupplierCard supplier={supplierFixture()} shopUrl={shopUrl} today="2026-11-21" />
    ));
    const link = screen.getByRole('link', { name: labels.viewShop });
    expect(link).toHaveAttribute('href', '/shop?SID=101');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('on the shop page itself offers no 进入店铺 (issue 19 item 10)', async () => {
    await renderWithRouter(() => (
      <SupplierCard supplier={supplierFixture()} shopUrl={shopUrl} today="2026-11-21" headingLevel={1} />
    ));
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('link', { name: labels.viewShop })).toBeNull();
    // The shop's address is still there to share, as its QR code.
    expect(screen.getByRole('img', { name: catalogueText.qrShopTitle })).toBeVisible();
  });

  it('shows 查看资质 disabled, saying it opens soon, until the flow is given', async () => {
    await renderWithRouter(() => (
      <SupplierCard supplier={supplierFixture()} shopUrl={shopUrl} today="2026-11-21" />
    ));
    const button = screen.getByRole('button', { name: labels.qualification });
    // aria-disabled: it stays focusable (focus comes back to it after the login it opened, #18)
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('title', catalogueText.qualificationSoon);
  });

  it('calls onViewQualification from 查看资质', async () => {
    const onViewQualification = vi.fn();
    await renderWithRouter(() => (
      <SupplierCard
        supplier={supplierFixture()}
        shopUrl={shopUrl}
        today="2026-11-21"
        onViewQualification={onViewQualification}
      />
    ));
    const button = screen.getByRole('button', { name: labels.qualification });
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(button).not.toHaveAttribute('title');
    await userEvent.click(button);
    expect(onViewQualification).toHaveBeenCalledOnce();
  });

  it('shows 收藏供应商, a button that does nothing (spec §2: no handler)', async () => {
    const { router } = await renderWithRouter(() => (
      <SupplierCard supplier={supplierFixture()} shopUrl={shopUrl} today="2026-11-21" />
    ));
    const button = screen.getByRole('button', { name: labels.favouriteSupplier });
    expect(button).toBeEnabled();
    const before = router.state.location.href;
    await userEvent.click(button);
    expect(router.state.location.href).toBe(before);
    expect(screen.getByRole('region', { name: supplierFixture().CName })).toBeVisible();
  });

  it('makes the name the page heading where the supplier is the page', async () => {
    const supplier = supplierFixture();
    await renderWithRouter(() => (
      <SupplierCard supplier={supplier} shopUrl={shopUrl} today="2026-11-21" headingLevel={1} />
    ));
    expect(screen.getByRole('heading', { level: 1, name: supplier.CName })).toBeVisible();
  });
});

describe('SupplierCardSkeleton and SupplierCardUnavailable', () => {
  it('says the supplier is loading, and shows no supplier line yet', async () => {
    await renderWithRouter(() => <SupplierCardSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent(laterText.supplierLoading);
    expect(screen.queryByText(labels.yearlySales)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says in a short note that the supplier cannot be shown, with 重试 only when it can retry', async () => {
    const onRetry = vi.fn();
    const { unmount } = await renderWithRouter(() => <SupplierCardUnavailable />);
    expect(screen.getByRole('alert')).toHaveTextContent(laterText.supplierUnavailable);
    expect(screen.queryByRole('button', { name: appText.retry })).toBeNull();
    unmount();
    await renderWithRouter(() => <SupplierCardUnavailable onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: appText.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
