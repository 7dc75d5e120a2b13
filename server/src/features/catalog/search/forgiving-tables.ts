// What the search box's forgiving answers need beside the strict index (catalog-index.ts), kept in step
// with it game by game: the curated games' abbreviations (aliases.ts), their series' sizes
// (forgiving.ts mainSeriesFirst) and every game's native-script titles (native-titles.ts).
import { AliasTable } from "./aliases.ts";
import { SeriesSizes } from "./forgiving.ts";
import { NativeTitles } from "./native-titles.ts";

export class ForgivingTables {
  readonly aliases = new AliasTable();
  readonly series = new SeriesSizes();
  readonly native = new NativeTitles();

  add(slot: number, doc: { title: string; altTitles: readonly string[]; series: string | null }, curated: boolean): void {
    if (curated) {
      this.aliases.add(slot, doc.title);
      this.series.count(doc.series, 1);
    }
    this.native.add(slot, doc.altTitles);
  }

  remove(slot: number, series: string | null, curated: boolean): void {
    if (curated) {
      this.aliases.remove(slot);
      this.series.count(series, -1);
    }
    this.native.remove(slot);
  }
}
