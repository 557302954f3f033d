import {
  data,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
  type Params,
} from "react-router";
import type { PageData } from "@shared/contracts/page-render";
import type { ProductDetail } from "@shared/contracts/products";
import { CATEGORY_FALLBACK_IMAGES } from "@shared/products";
import ProductDetailPage from "@client/features/products/product-detail-page";
import { parseProductId, productQuery } from "@client/features/products/api/get-product";
import { loadInBrowser, queryData, queryFailure } from "@client/lib/page-data";
import { originOf, pageMeta, summary, titled } from "@client/app/page-meta";
import { productStructuredData } from "@shared/structured-data";
import { INDEXED } from "@client/app/page-handle";

const productOf = (params: Params) => {
  const id = parseProductId(params.id);
  return id === null ? undefined : productQuery(id);
};
const queries = (params: Params) => {
  const query = productOf(params);
  return query ? [query] : [];
};

/** No such product: an id that is not one, or one the catalogue does not have. */
function missing(params: Params, page: PageData): boolean {
  const query = productOf(params);
  const status = query && queryFailure(page, query.url)?.status;
  return !query || status === 400 || status === 404;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = await context.load(queries(params));
  return data(page, { status: missing(params, page) ? 404 : 200 });
}
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) =>
  loadInBrowser(queries(params));

export function meta(args: MetaArgs) {
  const page = args.loaderData as PageData | undefined;
  const query = productOf(args.params);
  const product = query && queryData<ProductDetail>(page, query.url);
  if (!page || missing(args.params, page)) {
    return pageMeta(args, { title: titled("Product Not Found"), notFound: true });
  }
  if (!product) return pageMeta(args, {});
  const origin = originOf(args.matches);
  const url = `${origin}${args.location.pathname}`;
  const image = new URL(
    product.imageUrl || CATEGORY_FALLBACK_IMAGES[product.category],
    origin || "http://localhost",
  ).href;
  return pageMeta(args, {
    title: titled(product.name),
    description: summary(product.description),
    image,
    type: "product",
    structured: productStructuredData(product, { origin, url, image }),
  });
}

export const handle = INDEXED;

export default ProductDetailPage;

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
