/** One row (id 1): the component visibility list as JSON text. */
export interface ComponentListTable {
  id: number;
  components: string;
  version: number;
  updated_at: string;
}
