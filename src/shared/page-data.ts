/**
 * Everything the public page needs, read in-process by the server, embedded in the HTML as JSON
 * and read back by the browser when it hydrates. Each feature adds its part here.
 */
export interface PageData {
  site: {
    title: string;
    description: string;
    author: string;
  };
}

/** The id of the `<script type="application/json">` element that carries PageData. */
export const pageDataElementId = "folio-page-data";
