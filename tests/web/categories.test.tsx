import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allCategoriesFixture } from '../../mocks/catalogueFixtures';
import { server } from '../../mocks/node';
import {
  alertArea,
  gridRow,
  imageFile,
  section,
  stubObjectUrls,
  textFile,
  recordForms,
} from './catalogueTestKit';
import { headers, itemTexts } from './readPage';
import { renderApp, signIn } from './renderApp';
import { answerInTurn, invalid, refusal } from './answers';

/** Waits that may load a lazy screen (the machine running the tests may be busy). */
const SLOW = { timeout: 10_000 };

const [forHer, oud, winter] = allCategoriesFixture as [
  (typeof allCategoriesFixture)[number],
  (typeof allCategoriesFixture)[number],
  (typeof allCategoriesFixture)[number],
];

// The grid and forms are lazy chunks: load them once, outside the tests' time limits.
beforeAll(async () => {
  await import('../../src/features/categories/CategoriesPage');
  await import('../../src/features/categories/CategoryFormPage');
}, 30_000);

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});

/** Replaces an input's text in one step. */
async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

async function openCategories(role: 'admin' | 'superadmin' = 'superadmin') {
  signIn(role, role === 'admin' ? 'Clerk One' : 'Sara Admin');
  const view = renderApp('/categories');
  await screen.findByRole('heading', { name: 'Category Management' }, SLOW);
  return view;
}

describe('/categories', { timeout: 30_000 }, () => {
  it('shows superadmins every category in one table with a Status column', async () => {
    await openCategories();
    const all = section('All Categories');
    expect(within(all).getByRole('heading', { name: 'All Categories' })).toBeInTheDocument();
    await gridRow(all, 'For Her');
    expect(headers(all)).toEqual(['#', 'Image', 'Name', 'Description', 'Status', 'Actions']);
    expect(within(all).getAllByRole('row')).toHaveLength(allCategoriesFixture.length + 1);

    const her = await gridRow(all, 'For Her');
    const image = within(her).getByRole('img', { name: 'For Her category' });
    expect(image).toHaveAttribute('src', forHer.image);
    expect(image).toHaveStyle({ width: '70px' });
    expect(within(her).getByText('Floral and fruity')).toBeInTheDocument();
    expect(within(her).getByText('Active').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );
    expect(within(her).getByRole('link', { name: 'Edit For Her' })).toHaveAttribute(
      'href',
      `/categories/update/${forHer._id}`,
    );
    expect(within(her).getByRole('button', { name: 'Deactivate For Her' })).toBeEnabled();

    const oudRow = await gridRow(all, oud.name);
    const cells = within(oudRow)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['2', '-', oud.name, '-', 'Active']);

    const winterRow = await gridRow(all, winter.name);
    expect(within(winterRow).getByText('Inactive')).toBeInTheDocument();
    expect(within(winterRow).getByRole('button', { name: 'Reactivate Winter Musk' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Add Category' })).toHaveAttribute(
      'href',
      '/categories/add',
    );
  });

  it('splits categories for admins; the inactive ones carry no actions and a note', async () => {
    await openCategories('admin');
    const active = section('Active Categories');
    const inactive = section('Non Active Categories');
    await gridRow(active, 'For Her');
    await gridRow(inactive, 'Winter Musk');
    expect(headers(active)).toEqual(['#', 'Image', 'Name', 'Description', 'Actions']);
    expect(headers(inactive)).toEqual(['#', 'Image', 'Name', 'Description']);
    expect(within(inactive).getByText('Contact Super Admin to Restore these')).toBeInTheDocument();
    expect(within(inactive).queryAllByRole('button', { name: /Edit|activate/ })).toHaveLength(0);
    expect(within(inactive).queryAllByRole('link')).toHaveLength(0);
    const her = await gridRow(active, 'For Her');
    expect(within(her).getByRole('button', { name: 'Deactivate For Her' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reactivate/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'All Categories' })).toBeNull();
  });

  it("shows 'No categories found' for an empty list", async () => {
    server.use(http.get('*/api/category/inactive', () => HttpResponse.json([])));
    await openCategories('admin');
    const inactive = section('Non Active Categories');
    expect(await within(inactive).findByText('No categories found')).toBeInTheDocument();
  });

  it('deactivates a category, shows the server message and refreshes the list', async () => {
    let lists = 0;
    let deactivated = '';
    server.use(
      http.get('*/api/category/', () => {
        lists += 1;
        return HttpResponse.json(allCategoriesFixture);
      }),
      http.patch('*/api/category/:id/deactivate', ({ params }) => {
        deactivated = String(params.id);
        return HttpResponse.json({
          message: 'Category deactivated successfully',
          category: { ...forHer, isActive: false },
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await openCategories();
    const her = await gridRow(section('All Categories'), 'For Her');
    await user.click(within(her).getByRole('button', { name: 'Deactivate For Her' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Category deactivated successfully'));
    expect(deactivated).toBe(forHer._id);
    await waitFor(() => expect(lists).toBe(2));
  });

  it('lets a superadmin reactivate an inactive category', async () => {
    const user = userEvent.setup({ delay: null });
    await openCategories();
    const row = await gridRow(section('All Categories'), 'Winter Musk');
    await user.click(within(row).getByRole('button', { name: 'Reactivate Winter Musk' }));
    await waitFor(() => expect(alertArea()).toHaveTextContent('Category reactivated successfully'));
  });

  it("prefers the server's message on a failed toggle, else 'Failed to update category status.'", async () => {
    server.use(
      http.patch('*/api/category/:id/deactivate', () => refusal(403, 'Only staff may do this.')),
      http.patch('*/api/category/:id/reactivate', () => new HttpResponse('down', { status: 502 })),
    );
    const user = userEvent.setup({ delay: null });
    await openCategories();
    const all = section('All Categories');
    await user.click(
      within(await gridRow(all, 'For Her')).getByRole('button', { name: 'Deactivate For Her' }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Only staff may do this.'));
    await user.click(
      within(await gridRow(all, 'Winter Musk')).getByRole('button', {
        name: 'Reactivate Winter Musk',
      }),
    );
    await waitFor(() => expect(alertArea()).toHaveTextContent('Failed to update category status.'));
  });

  it("shows 'Failed to fetch categories.' when the list cannot be read", async () => {
    server.use(http.get('*/api/category/', () => HttpResponse.json({}, { status: 500 })));
    await openCategories();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch categories.');
  });
});

async function openForm(path: string) {
  signIn();
  const view = renderApp(path);
  await screen.findByRole('button', { name: /(Add|Update) Category/ }, SLOW);
  return view;
}

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
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'), SLOW);
    expect(await screen.findByText('Category created successfully', {}, SLOW)).toBeInTheDocument();
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'), SLOW);
    expect(await screen.findByText('Category updated successfully', {}, SLOW)).toBeInTheDocument();
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
    signIn();
    renderApp('/categories/update/11111111-0000-4000-8000-000000000000');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that category" }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });
});
