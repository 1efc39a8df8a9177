import { productIdFromSku } from '@kwc/domain';
import { useWishlistListActions, useWishlistLists, type WishlistStore } from '@kwc/hooks';
import { Icon, toast } from '@kwc/ui';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

import { WISHLIST_LISTS_MESSAGES as M } from '../messages';
import { failureMessage } from './failure';
import * as styles from './lists.css';

/** The key of the default list among the menu's items (React Aria keys are strings here). */
const DEFAULT_KEY = '0';

export interface ListMenuProps {
  /** The product to put in a list (on the wishlist already, or added by the choice). */
  sku: string;
  /** Reloaded after the move, with the lists. */
  store: WishlistStore;
  /** The trigger's text: 'Przenieś do listy' on the wishlist page, 'Dodaj do listy…' after a heart. */
  label: string;
  /** The product's name, for the trigger's accessible name among many tiles. */
  productName?: string;
  /** The list the product is shown in (0: the default one), left out of the choices. */
  currentList?: number | null;
  onMoved?: () => void;
}

/**
 * A menu of the user's lists (React Aria: arrows move, Enter chooses, Escape closes and returns
 * focus); choosing one puts the product there. Loaded only for a logged-in user.
 */
export default function ListMenu({ sku, store, label, productName, currentList = null, onMoved }: ListMenuProps) {
  const { data } = useWishlistLists();
  const actions = useWishlistListActions(store);
  const productId = productIdFromSku(sku);
  const choices = [
    { id: DEFAULT_KEY, name: M.defaultList },
    ...(data?.lists ?? []).map((list) => ({ id: String(list.id), name: list.name })),
  ].filter((choice) => currentList === null || choice.id !== String(currentList));
  const choose = async (key: string) => {
    const choice = choices.find((item) => item.id === key);
    if (!choice || productId === null) return;
    try {
      await actions.moveProduct(productId, key === DEFAULT_KEY ? null : Number(key));
      toast.success(M.movedTo(choice.name), { id: 'wishlist' });
      onMoved?.();
    } catch (error) {
      toast.error(failureMessage(error), { id: 'wishlist' });
    }
  };
  return (
    <MenuTrigger>
      <Button className={styles.menuTrigger} aria-label={productName ? `${label}: ${productName}` : undefined}>
        {label}
        <Icon name="chevronDown" size={16} />
      </Button>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <Menu className={styles.menu} aria-label={label} onAction={(key) => void choose(String(key))}>
          {choices.map((choice) => (
            <MenuItem key={choice.id} id={choice.id} className={styles.item}>
              {choice.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
