import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectBackOnList,
  expectNotFound,
  imageFile,
  recordForms,
  SLOW,
  stubObjectUrls,
  textFile,
} from './catalogueTestKit';
import { forHer, oud, openForm, prepareCategoryScreens } from './categoriesKit';
import { enter } from './perfumeFormKit';
import { itemTexts } from './readPage';
import { answerInTurn, invalid, refusal } from './answers';

prepareCategoryScreens();

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});

describe('/categories/add', { timeout: 30_000 }, () => {
  it('requires a name and sends nothing without one', async () => {
    const posts = recordForms('post', '*/api/category/');
    const user = userEvent.setup({ delay: null });
    await openForm('/categories/add');
    await enter(user, screen.getByLabelText(/^Category Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Category name is required', {}, SLOW)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('sends a multipart form with the image, previews it at 150px and returns with the message', async () => {
    const sent = recordForms('post', '*/api/category/', () =>
      HttpResponse.json(
        { message: 'Category created successfully', category: forHer },
        { status: 201 },
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await openForm('/categories/add');
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');

    await enter(user, screen.getByLabelText(/^Category Name/), ' Unisex ');
    await enter(user, screen.getByLabelText(/^Description/), 'For everyone');
    await user.upload(input, imageFile('first.png'));
    await user.upload(input, imageFile('second.png'));
    const preview = screen.getByRole('img', { name: 'Preview of the chosen image' });
    expect(preview).toHaveAttribute('src', 'blob:preview-2');
    expect(preview).toHaveStyle({ width: '150px' });
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await expectBackOnList(router, '/categories', 'Category created successfully');
    const form = sent.at(-1)!;
    expect(form.get('name')).toBe('Unisex');
    expect(form.get('description')).toBe('For everyone');
    const image = form.get('image') as File;
    expect(image.type).toBe('image/png');
    expect(image.size).toBe(4);
    // Freed by an effect cleanup when the form unmounts, which runs after the list has rendered.
    await waitFor(() => expect(urls.revoke).toHaveBeenCalledWith('blob:preview-2'));
  });

  it('refuses a file that is not an image', async () => {
    const sent = recordForms('post', '*/api/category/', () =>
      HttpResponse.json(
        { message: 'Category created successfully', category: forHer },
        { status: 201 },
      ),
    );
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await openForm('/categories/add');
    await enter(user, screen.getByLabelText(/^Category Name/), 'Unisex');
    await user.upload(screen.getByLabelText('Image'), textFile());
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(urls.create).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(sent).not.toHaveLength(0));
    expect(sent.at(-1)!.has('image')).toBe(false);
  });

  it("shows the errors list, else the server's message, else 'Failed to create product'", async () => {
    answerInTurn(
      'post',
      '*/api/category/',
      invalid('Validation failed', { name: 'Name taken', image: 'Image too large' }),
      refusal(409, 'A category with this name already exists.'),
      new HttpResponse('down', { status: 502 }),
    );
    const user = userEvent.setup({ delay: null });
    await openForm('/categories/add');
    await enter(user, screen.getByLabelText(/^Category Name/), 'Unisex');
    const submit = screen.getByRole('button', { name: 'Add Category' });

    await user.click(submit);
    expect(itemTexts(await screen.findByRole('alert'))).toEqual(['Name taken', 'Image too large']);
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'A category with this name already exists.',
      ),
    );
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to create product'),
    );
  });

  it('goes back to /categories on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openForm('/categories/add');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'), SLOW);
  });
});

describe('/categories/update/{id}', { timeout: 30_000 }, () => {
  it('loads the category, shows its image and saves the changes', async () => {
    const sent = recordForms('put', '*/api/category/:id', () =>
      HttpResponse.json({ message: 'Category updated successfully', category: forHer }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = await openForm(`/categories/update/${forHer._id}`);
    expect(screen.getByRole('heading', { name: 'Update Category' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Category Name/)).toHaveValue('For Her');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Floral and fruity');
    expect(screen.getByRole('img', { name: 'Current category image' })).toHaveAttribute(
      'src',
      forHer.image,
    );
    await enter(user, screen.getByLabelText(/^Category Name/), 'For Her Too');
    await user.upload(screen.getByLabelText('Image'), imageFile());
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    await expectBackOnList(router, '/categories', 'Category updated successfully');
    const form = sent.at(-1)!;
    expect(form.get('name')).toBe('For Her Too');
    expect(form.get('description')).toBe('Floral and fruity');
    expect((form.get('image') as File).type).toBe('image/png');
  });

  it("shows the server's message on failure, else 'Failed to update category.'", async () => {
    answerInTurn(
      'put',
      '*/api/category/:id',
      refusal(409, 'A category with this name already exists.'),
      new HttpResponse('down', { status: 502 }),
    );
    const user = userEvent.setup({ delay: null });
    await openForm(`/categories/update/${oud._id}`);
    const submit = screen.getByRole('button', { name: 'Update Category' });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A category with this name already exists.',
    );
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update category.'),
    );
  });

  it('says a deleted category could not be found, with a way back to the list', async () => {
    await expectNotFound(
      '/categories/update/11111111-0000-4000-8000-000000000000',
      "We couldn't find that category",
      'Back to Categories',
      '/categories',
    );
  });
});
