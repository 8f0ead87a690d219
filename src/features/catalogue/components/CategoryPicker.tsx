import { Trans, useLingui } from '@lingui/react/macro';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { BusinessCodes } from '../../../components/layout/nav-items.ts';
import type { CatalogueCategory } from '../api/category-by-location.ts';
import classes from './Catalogue.module.css';

type CategoryPickerProps = { categories: readonly CatalogueCategory[]; codes: BusinessCodes };

// A choice is current only when the address matches it exactly, search included: the router then marks that one
// link aria-current="page" (and data-status="active" for the style), and 'All services' only when none is chosen.
const EXACT = { exact: true, includeSearch: true } as const;

/**
 * The category listing: one link per category (its picture and name) plus 'All services'. Links, not tabs, so
 * each choice is an address that can be shared and the back button undoes it.
 */
export function CategoryPicker({ categories, codes }: CategoryPickerProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Categories`}>
      <ul className={classes.categoryList}>
        <li className={classes.categoryItem}>
          <Link
            to="/business/$businessCode/$locationCode/services"
            params={codes}
            search={{}}
            resetScroll={false}
            className={classes.categoryLink}
            activeOptions={EXACT}
          >
            <span className={classes.allPicture}>
              <IconLayoutGrid size={32} aria-hidden />
            </span>
            <span className={classes.categoryName}>
              <Trans>All services</Trans>
            </span>
          </Link>
        </li>
        {categories.map((category) => {
          const picture = category.images[0]?.url;
          return (
            <li key={category.id} className={classes.categoryItem}>
              <Link
                to="/business/$businessCode/$locationCode/services"
                params={codes}
                search={{ category: category.id }}
                resetScroll={false}
                className={classes.categoryLink}
                activeOptions={EXACT}
              >
                {picture ? (
                  // The name follows as text, so the picture is decoration here.
                  <img src={picture} alt="" className={classes.categoryPicture} loading="lazy" decoding="async" />
                ) : (
                  <span className={classes.allPicture} />
                )}
                <span className={classes.categoryName}>{category.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
