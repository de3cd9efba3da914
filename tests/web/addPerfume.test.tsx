import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roseOud } from '../../mocks/catalogueFixtures';
import { categoriesFixture } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import {
  expectBackOnList,
  imageFile,
  recordForms,
  stubObjectUrls,
  textFile,
} from './catalogueTestKit';
import {
  categorySelect,
  enter,
  field,
  fillVariant,
  forHer,
  loadPerfumeScreens,
  openAdd,
  optionTexts,
  variantRows,
} from './perfumeFormKit';
import { answerInTurn, invalid, refusal } from './answers';
import { itemTexts } from './readPage';

beforeAll(loadPerfumeScreens, 30_000);

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});

describe('/perfumes/add', { timeout: 30_000 }, () => {
  it('shows the details and variants cards with one empty row', async () => {
    await openAdd();
    expect(screen.getByRole('heading', { name: 'Perfume Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Variants' })).toBeInTheDocument();
    expect(field(/^Name/)).toBeRequired();
    expect(field(/^Description/).tagName).toBe('TEXTAREA');
    expect(categorySelect()).toBeRequired();
    expect(optionTexts(categorySelect())).toEqual([
      '-- Select Category --',
      ...categoriesFixture.map((c) => c.name),
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Variants' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Size', 'Price', 'Stock', 'Image', 'Preview', 'Action']);
    expect(variantRows()).toHaveLength(1);
    expect(field('Price, row 1')).toHaveAttribute('type', 'number');
    expect(field('Stock, row 1')).toHaveAttribute('type', 'number');
    expect(field('Image, row 1')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove variant/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/perfumes');
  });

  it('checks the form in the documented order and shows the first problem as a danger alert', async () => {
    const posts = recordForms('post', '*/api/products/');
    const user = userEvent.setup({ delay: null });
    await openAdd();
    const save = screen.getByRole('button', { name: 'Save Product' });
    const expectProblem = async (text: string) => {
      await user.click(save);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert.className).toMatch(/Error/);
    };
    await expectProblem('Please fill in all fields');
    await enter(user, field(/^Name/), 'Rose Oud');
    await expectProblem('Please fill in all fields');
    await enter(user, field(/^Description/), 'Rose over smoky oud');
    await expectProblem('Please select a category');
    await user.selectOptions(categorySelect(), 'For Her');
    await expectProblem('Please fix variant inputs');
    await fillVariant(user, 1, '50ml', '0', '5');
    await expectProblem('Please fix variant inputs');
    await fillVariant(user, 1, '50ml', '4500', '-1');
    await expectProblem('Please fix variant inputs');
    await fillVariant(user, 1, '50ml', '4500', '5');
    await expectProblem('Please upload an image for every variant');
    expect(posts).toHaveLength(0);
  });

  it('adds and removes variant rows; remove shows only with more than one row', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdd();
    await enter(user, field('Size, row 1'), '50ml');
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    expect(variantRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove variant, row 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove variant, row 2' })).toBeInTheDocument();
    await enter(user, field('Size, row 2'), '100ml');
    await user.click(screen.getByRole('button', { name: 'Remove variant, row 1' }));
    expect(variantRows()).toHaveLength(1);
    expect(field('Size, row 1')).toHaveValue('100ml');
    expect(screen.queryByRole('button', { name: /Remove variant/ })).toBeNull();
  });

  it('previews a chosen image at 90x90, frees it when removed, and refuses other files', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await openAdd();
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    await user.upload(field('Image, row 1'), imageFile());
    const preview = screen.getByRole('img', { name: 'Preview, row 1' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    expect(preview).toHaveStyle({ width: '90px', height: '90px' });
    expect(within(variantRows()[1]!).getByText('No Image')).toBeInTheDocument();

    await user.upload(field('Image, row 2'), textFile());
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
    expect(within(variantRows()[1]!).getByText('No Image')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove variant, row 1' }));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');
  });

  it('sends a multipart form with one image per variant and returns with the message', async () => {
    let sent: FormData | null = null;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/products/', async ({ request }) => {
        sent = await request.formData();
        await gate;
        return HttpResponse.json(
          { message: 'Perfume created successfully', product: roseOud },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await openAdd();
    await enter(user, field(/^Name/), ' Rose Oud ');
    await enter(user, field(/^Description/), 'Rose over smoky oud');
    await user.selectOptions(categorySelect(), 'For Her');
    await fillVariant(user, 1, '50ml', '4500', '10');
    await user.upload(field('Image, row 1'), imageFile('small.png'));
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    await fillVariant(user, 2, '100ml', '12500.5', '0');
    await user.upload(field('Image, row 2'), imageFile('large.png'));
    const save = screen.getByRole('button', { name: 'Save Product' });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    release();
    await expectBackOnList(router, '/perfumes', 'Perfume created successfully');

    const form = sent as unknown as FormData;
    expect(form.get('name')).toBe('Rose Oud');
    expect(form.get('description')).toBe('Rose over smoky oud');
    expect(form.get('category')).toBe(forHer._id);
    expect(JSON.parse(form.get('variants') as string)).toEqual([
      { size: '50ml', price: 4500, stock: 10 },
      { size: '100ml', price: 12500.5, stock: 0 },
    ]);
    const images = form.getAll('images') as File[];
    expect(images).toHaveLength(2);
    expect(images.map((image) => image.type)).toEqual(['image/png', 'image/png']);
  });

  it("shows the errors list, else the server's message, else 'Failed to create product'", async () => {
    answerInTurn(
      'post',
      '*/api/products/',
      invalid('Please fix variant inputs', {
        variants: 'Please fix variant inputs',
        images: 'Please upload an image for every variant',
      }),
      refusal(409, 'Each size may appear only once.'),
      new HttpResponse('down', { status: 502 }),
    );
    const user = userEvent.setup({ delay: null });
    await openAdd();
    await enter(user, field(/^Name/), 'Rose Oud');
    await enter(user, field(/^Description/), 'Rose');
    await user.selectOptions(categorySelect(), categoriesFixture[1]!._id);
    await fillVariant(user, 1, '50ml', '4500', '10');
    await user.upload(field('Image, row 1'), imageFile());
    const save = screen.getByRole('button', { name: 'Save Product' });

    await user.click(save);
    const alert = await screen.findByRole('alert');
    expect(itemTexts(alert)).toEqual([
      'Please fix variant inputs',
      'Please upload an image for every variant',
    ]);
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Each size may appear only once.'),
    );
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to create product'),
    );
  });
});
