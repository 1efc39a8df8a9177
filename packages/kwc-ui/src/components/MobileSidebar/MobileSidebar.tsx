import { type CategorySummary, MENU_MESSAGES, type MenuItem, SEARCH_MESSAGES } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import * as Dialog from '@radix-ui/react-dialog';
import { type ElementType, type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';

import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Overlay } from '../Overlay';
import {
  buildMenuTree,
  layerNodes,
  type MenuLinkTarget,
  menuLinkProps,
  type MenuNode,
  type MenuTree,
  resolveLayerPath,
} from '../private/menuTree';
import { SHARED_MESSAGES } from '../private/messages';
import * as styles from './MobileSidebar.css';

// ours: the spec names back and close buttons (section 2) but gives no labels for them.
const BACK_LABEL = 'Wstecz';
// ours: the context switcher's legend, its "no context" choice and the link to a layer's own category.
const CONTEXT_LEGEND = 'Kategoria';
const NO_CONTEXT_LABEL = 'Wszystko';
const SEE_ALL_LABEL = 'Zobacz wszystko';
const SEE_ALL_HIDDEN = (title: string) => `w kategorii ${title}`;
const DEFAULT_ADD_PRODUCT_HREF = '/add-product';

export interface MobileSidebarProps {
  /** The `uroda` menu as the menu API answers it: a flat list of nodes. */
  items: readonly MenuItem[];
  /** Whether the sheet is open. */
  open: boolean;
  /** Called when the sheet asks to open or close ('Zamknij', Escape, a click outside, a navigation). */
  onOpenChange: (open: boolean) => void;
  /**
   * 'menu' shows the menu layers; 'search' shows `searchSlot` under the title 'Szukaj'.
   * @default 'menu'
   */
  mode?: 'menu' | 'search';
  /**
   * The context category the menu is scoped to; the title reads 'Przeglądaj' while one is set.
   * @default null
   */
  contextCategory?: CategorySummary | null;
  /**
   * Context categories offered by the switcher at the top of the menu; no switcher when empty.
   * @default []
   */
  contextCategories?: readonly CategorySummary[];
  /** Called with the chosen context category, or `null` for 'Wszystko'. The site loads the menu for it. */
  onContextChange?: (category: CategorySummary | null) => void;
  /**
   * The element or router component rendered for links (it receives `href`, `className`, `onClick`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Called when a node without children is followed, before the sheet closes. */
  onNavigate?: (item: MenuItem, href: string) => void;
  /** The search panel, shown in 'search' mode. */
  searchSlot?: ReactNode;
  /**
   * Where 'Dodaj produkt' leads (spec section 2, review routes).
   * @default '/add-product'
   */
  addProductHref?: string;
}

type FocusTarget = { kind: 'heading' } | { kind: 'node'; id: number };

/**
 * The mobile menu and search sheet of spec section 2, on Radix Dialog: it slides in from the left,
 * traps focus, closes on Escape and on a click outside, locks the page scroll and returns focus to
 * where it came from. In menu mode it shows the top layer of the menu and opens a nested layer for
 * each node with children (up to four levels), with 'Wstecz' to go back; a node without children
 * is a link. Focus moves to each new layer's heading and back to the node that opened it.
 */
export function MobileSidebar({
  items,
  open,
  onOpenChange,
  mode = 'menu',
  contextCategory = null,
  contextCategories = [],
  onContextChange,
  linkAs = 'a',
  onNavigate,
  searchSlot,
  addProductHref = DEFAULT_ADD_PRODUCT_HREF,
}: MobileSidebarProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const tree = useMemo(() => buildMenuTree(items), [items]);

  const title =
    mode === 'search' ? SEARCH_MESSAGES.title : contextCategory ? MENU_MESSAGES.titleWithContext : MENU_MESSAGES.title;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Radix locks the page scroll through its overlay: a sheet without one would not. */}
        <Dialog.Overlay asChild>
          <Overlay />
        </Dialog.Overlay>
        <Dialog.Content
          ref={contentRef}
          className={styles.sheet}
          // Radix leaves it out and relies on aria-hidden alone; screen readers and axe read it.
          aria-modal="true"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Still the element that opened the sheet: Radix moves focus inside after this event.
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // In search mode the visitor came to type: start in the field, not on 'Zamknij'. A field
            // still on its way (a lazily loaded panel) takes the focus itself: until then, focus
            // stays where the visitor types.
            const field = contentRef.current?.querySelector<HTMLInputElement>('input[type="search"]');
            if (mode === 'search') {
              event.preventDefault();
              field?.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // A controlled Radix dialog without a Trigger would leave focus on <body>.
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Radix hears Escape first (a capture listener on the document): while the search field
            // holds a phrase, Escape belongs to the field, which clears it; the next one closes.
            const target = event.target;
            if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') {
              event.preventDefault();
            }
          }}
        >
          <SidebarLayers
            tree={tree}
            title={title}
            mode={mode}
            contextCategory={contextCategory}
            contextCategories={contextCategories}
            onContextChange={onContextChange}
            linkAs={linkAs}
            onNavigate={(item, href, newTab) => {
              onNavigate?.(item, href);
              // Another site opens in a new tab: the sheet stays for when the visitor comes back.
              if (!newTab) onOpenChange(false);
            }}
            onClose={() => onOpenChange(false)}
            searchSlot={searchSlot}
            addProductHref={addProductHref}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SidebarLayersProps {
  tree: MenuTree;
  title: string;
  mode: 'menu' | 'search';
  contextCategory: CategorySummary | null;
  contextCategories: readonly CategorySummary[];
  onContextChange: ((category: CategorySummary | null) => void) | undefined;
  linkAs: ElementType;
  onNavigate: (item: MenuItem, href: string, newTab: boolean) => void;
  onClose: () => void;
  searchSlot: ReactNode;
  addProductHref: string;
}

/**
 * The sheet's inside. It unmounts with the closed sheet, so the open layers reset and the menu
 * opens at its top layer again.
 */
function SidebarLayers({
  tree,
  title,
  mode,
  contextCategory,
  contextCategories,
  onContextChange,
  linkAs: LinkComponent,
  onNavigate,
  onClose,
  searchSlot,
  addProductHref,
}: SidebarLayersProps) {
  const [path, setPath] = useState<readonly number[]>([]);
  const [direction, setDirection] = useState<'none' | 'forward' | 'back'>('none');
  const focusAfterChange = useRef<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const layers = mode === 'menu' ? resolveLayerPath(tree, path) : [];
  const current = layers.at(-1);
  const nodes = layerNodes(tree, layers);

  useEffect(() => {
    const target = focusAfterChange.current;
    if (!target) return;
    focusAfterChange.current = null;
    if (target.kind === 'heading') headingRef.current?.focus();
    else bodyRef.current?.querySelector<HTMLElement>(`[data-node-id="${target.id}"]`)?.focus();
  }, [path]);

  function openLayer(node: MenuNode) {
    focusAfterChange.current = { kind: 'heading' };
    setDirection('forward');
    setPath([...layers.map((layer) => layer.item.node_id), node.item.node_id]);
  }

  function back() {
    if (!current) return;
    focusAfterChange.current = { kind: 'node', id: current.item.node_id };
    setDirection('back');
    setPath(layers.slice(0, -1).map((layer) => layer.item.node_id));
  }

  return (
    <>
      <div className={current ? `${styles.header} ${styles.headerWithBack}` : styles.header}>
        {current ? <IconButton icon="chevronLeft" label={BACK_LABEL} onClick={back} /> : null}
        <Dialog.Title className={styles.title}>{title}</Dialog.Title>
        <Dialog.Close asChild>
          <IconButton icon="close" label={SHARED_MESSAGES.close} />
        </Dialog.Close>
      </div>
      <div ref={bodyRef} className={styles.body}>
        {mode === 'search' ? (
          <div className={styles.search}>{searchSlot}</div>
        ) : (
          <div
            // A new key per layer replays the slide-in animation.
            key={layers.map((layer) => layer.item.node_id).join('/') || 'top'}
            className={styles.layer}
            data-direction={direction}
          >
            {current ? (
              <LayerHeader layers={layers} headingRef={headingRef} linkAs={LinkComponent} onNavigate={onNavigate} />
            ) : contextCategories.length > 0 ? (
              <ContextSwitcher
                categories={contextCategories}
                selected={contextCategory}
                onChange={(category) => {
                  setPath([]);
                  onContextChange?.(category);
                }}
              />
            ) : null}
            <ul className={styles.list}>
              {nodes.map((node) => (
                <li key={node.item.node_id}>
                  <MenuRow
                    node={node}
                    top={!current}
                    linkAs={LinkComponent}
                    onOpenLayer={openLayer}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {mode === 'menu' ? (
        <div className={styles.footer}>
          <LinkComponent href={addProductHref} className={styles.addProduct} onClick={onClose}>
            <Icon name="plus" size={20} />
            {MENU_MESSAGES.addProduct}
          </LinkComponent>
        </div>
      ) : null}
    </>
  );
}

function LayerHeader({
  layers,
  headingRef,
  linkAs: LinkComponent,
  onNavigate,
}: {
  layers: readonly MenuNode[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  linkAs: ElementType;
  onNavigate: (item: MenuItem, href: string, newTab: boolean) => void;
}) {
  const current = layers[layers.length - 1] as MenuNode;
  const trail = layers.slice(0, -1).map((layer) => layer.item.title);
  return (
    <div className={styles.layerHeader}>
      {trail.length > 0 ? <p className={styles.trail}>{trail.join(' › ')}</p> : null}
      <h3 ref={headingRef} tabIndex={-1} className={styles.layerTitle}>
        {current.item.title}
      </h3>
      {current.link ? (
        <SeeAllLink node={current} link={current.link} linkAs={LinkComponent} onNavigate={onNavigate} />
      ) : null}
    </div>
  );
}

function MenuRow({
  node,
  top,
  linkAs: LinkComponent,
  onOpenLayer,
  onNavigate,
}: {
  node: MenuNode;
  top: boolean;
  linkAs: ElementType;
  onOpenLayer: (node: MenuNode) => void;
  onNavigate: (item: MenuItem, href: string, newTab: boolean) => void;
}) {
  const className = top ? `${styles.row} ${styles.topRow}` : styles.row;
  if (node.children.length > 0) {
    return (
      <button type="button" className={className} data-node-id={node.item.node_id} onClick={() => onOpenLayer(node)}>
        <span className={styles.rowLabel}>{node.item.title}</span>
        <Icon name="chevronRight" size={20} className={styles.rowIcon} />
      </button>
    );
  }
  // buildMenuTree keeps only nodes that have children or lead somewhere.
  const link = node.link as NonNullable<MenuNode['link']>;
  const { as: Anchor, attributes } = menuLinkProps(link, LinkComponent);
  return (
    <Anchor
      href={link.href}
      className={className}
      data-node-id={node.item.node_id}
      {...attributes}
      onClick={() => onNavigate(node.item, link.href, link.newTab)}
    >
      <span className={styles.rowLabel}>
        {node.item.title}
        {link.newTab ? (
          <>
            {' '}
            <span className={visuallyHidden}>{SHARED_MESSAGES.newTab}</span>
          </>
        ) : null}
      </span>
      {link.newTab ? <Icon name="externalLink" size={18} className={styles.rowIcon} /> : null}
    </Anchor>
  );
}

function SeeAllLink({
  node,
  link,
  linkAs,
  onNavigate,
}: {
  node: MenuNode;
  link: MenuLinkTarget;
  linkAs: ElementType;
  onNavigate: (item: MenuItem, href: string, newTab: boolean) => void;
}) {
  const { as: Anchor, attributes } = menuLinkProps(link, linkAs);
  return (
    <Anchor
      href={link.href}
      className={styles.seeAll}
      {...attributes}
      onClick={() => onNavigate(node.item, link.href, link.newTab)}
    >
      {SEE_ALL_LABEL} <span className={visuallyHidden}>{SEE_ALL_HIDDEN(node.item.title)}</span>
      <Icon name="chevronRight" size={16} />
    </Anchor>
  );
}

function ContextSwitcher({
  categories,
  selected,
  onChange,
}: {
  categories: readonly CategorySummary[];
  selected: CategorySummary | null;
  onChange: (category: CategorySummary | null) => void;
}) {
  const name = useId();
  const options: { key: string; label: string; category: CategorySummary | null }[] = [
    { key: 'none', label: NO_CONTEXT_LABEL, category: null },
    ...categories.map((category) => ({ key: String(category.id), label: category.full_name, category })),
  ];
  return (
    <fieldset className={styles.context}>
      <legend className={styles.contextLegend}>{CONTEXT_LEGEND}</legend>
      <div className={styles.contextOptions}>
        {options.map((option) => (
          <label key={option.key} className={styles.contextOption}>
            <input
              type="radio"
              name={name}
              className={styles.contextInput}
              checked={(selected?.id ?? null) === (option.category?.id ?? null)}
              onChange={() => onChange(option.category)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
