import { count, eq } from 'drizzle-orm';

import type { Database } from '../db/client';
import { menuItems } from '../db/schema';

interface CuratedNode {
  title: string;
  urlKey: string;
  children?: CuratedNode[];
}

/** The top of the `uroda` navigation: the main branches of the Polish catalogue. */
export const curatedMenu: CuratedNode[] = [
  {
    title: 'Pielęgnacja twarzy',
    urlKey: 'pielegnacja-twarzy',
    children: [
      { title: 'Kremy do twarzy', urlKey: 'kremy-do-twarzy' },
      { title: 'Serum do twarzy', urlKey: 'serum-do-twarzy' },
      { title: 'Oczyszczanie twarzy', urlKey: 'oczyszczanie-twarzy' },
      { title: 'Maseczki do twarzy', urlKey: 'maseczki-do-twarzy' },
    ],
  },
  {
    title: 'Pielęgnacja ciała',
    urlKey: 'pielegnacja-ciala',
    children: [
      { title: 'Balsamy do ciała', urlKey: 'balsamy-do-ciala' },
      { title: 'Peelingi do ciała', urlKey: 'peelingi-do-ciala' },
      { title: 'Kosmetyki do opalania', urlKey: 'kosmetyki-do-opalania' },
    ],
  },
  {
    title: 'Pielęgnacja włosów',
    urlKey: 'pielegnacja-wlosow',
    children: [
      { title: 'Szampony', urlKey: 'szampony' },
      { title: 'Odżywki do włosów', urlKey: 'odzywki-do-wlosow' },
      { title: 'Maski do włosów', urlKey: 'maski-do-wlosow' },
    ],
  },
  {
    title: 'Makijaż',
    urlKey: 'makijaz',
    children: [
      { title: 'Podkłady', urlKey: 'podklady' },
      { title: 'Tusze do rzęs', urlKey: 'tusze-do-rzes' },
      { title: 'Pomadki', urlKey: 'pomadki' },
    ],
  },
  { title: 'Perfumy', urlKey: 'perfumy' },
  { title: 'Paznokcie', urlKey: 'paznokcie' },
  { title: 'Higiena', urlKey: 'higiena' },
  { title: 'Dla mężczyzn', urlKey: 'dla-mezczyzn' },
  { title: 'Dla dzieci', urlKey: 'dla-dzieci' },
];

/** Fills the navigation menu on first start; a database that already has one is left alone. */
export async function seedMenuIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(menuItems).where(eq(menuItems.menuId, 'uroda'));
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const insertLevel = async (nodes: CuratedNode[], parentId: number | null, level: number) => {
      for (const [position, node] of nodes.entries()) {
        const [inserted] = await tx
          .insert(menuItems)
          .values({
            menuId: 'uroda',
            parentId,
            title: node.title,
            type: 'category',
            level,
            position,
            content: { url_key: node.urlKey },
            categoryUrlKey: node.urlKey,
          })
          .returning({ nodeId: menuItems.nodeId });
        if (node.children && inserted) await insertLevel(node.children, inserted.nodeId, level + 1);
      }
    };
    await insertLevel(curatedMenu, null, 1);
  });
  return true;
}
