import { screen } from '@testing-library/react';
import { allCategoriesFixture } from '../../mocks/catalogueFixtures';
import { openCatalogueList, SLOW } from './catalogueTestKit';
import { preloadScreens, renderApp, signIn } from './renderApp';

/** The back office's category screens: the /categories list and the add and update forms. */

type Category = (typeof allCategoriesFixture)[number];

/** The listed categories: For Her, Oud (no picture or description) and Winter Musk (inactive). */
export const [forHer, oud, winter] = allCategoriesFixture as [Category, Category, Category];

/** The grid and the forms are lazy chunks: loaded once per file, outside the tests' limits. */
export const prepareCategoryScreens = () =>
  preloadScreens(
    () => import('../../src/features/categories/CategoriesPage'),
    () => import('../../src/features/categories/CategoryFormPage'),
  );

export const openCategories = (role: 'admin' | 'superadmin' = 'superadmin') =>
  openCatalogueList('/categories', 'Category Management', role);

/** Signs in and opens a category form (add, or update) once its button shows. */
export async function openForm(path: string) {
  signIn();
  const view = renderApp(path);
  await screen.findByRole('button', { name: /(Add|Update) Category/ }, SLOW);
  return view;
}
