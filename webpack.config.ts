import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { TsconfigPathsPlugin } from 'tsconfig-paths-webpack-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ROUTE_NAMES, SERVING } from './contracts/routes';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * react-router's package exports only its development build (dev warnings
 * enabled, 0.6 KB gzipped more); production builds take the production
 * one beside it, with the same API.
 */
const reactRouterProduction = {
  'react-router$': path.resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
};

/** The message catalogs, compiled from ICU MessageFormat at build time (scripts/webpack/messages-loader.cjs). */
const messagesRule = {
  test: /[\\/]src[\\/]shared[\\/]i18n[\\/](en|ar)[\\/][^\\/]+\.json$/,
  type: 'javascript/auto',
  loader: path.resolve(root, 'scripts/webpack/messages-loader.cjs'),
} as const;

/**
 * Writes dist/client/chunk-groups.json: the files of the entry and of each
 * named lazy chunk (webpackChunkName "page-…"), read by scripts/budget.mjs
 * and the server renderer, which links a page's files by its route's `chunk`
 * (contracts/routes.ts): a `chunk` no import names fails the build.
 */
class ChunkGroupsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: 5000 }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles();
        const missing = [...new Set(ROUTE_NAMES.map((route) => SERVING[route].chunk))].filter((chunk) => !(chunk in groups));
        if (missing.length) compilation.errors.push(new compiler.webpack.WebpackError(`The route table names chunks the build lacks: ${missing.join(', ')}`));
        const json = JSON.stringify(groups, null, 2);
        compilation.emitAsset('chunk-groups.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The server renderer of the public pages: the same SPA built for
 * Node into dist/ssr/server.cjs, loaded by server/src/plugins/ssr.ts. CSS
 * modules give the same class names as the client build (only the names are
 * kept); files get the same URLs and are not emitted twice.
 */
const ssrConfig = (cssModules: { localIdentName: string }): Configuration => ({
  name: 'ssr',
  mode: 'production',
  target: 'node20',
  entry: { server: './src/app/entrypoint/server.tsx' },
  output: {
    path: path.resolve(root, 'dist/ssr'),
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    publicPath: '/',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: reactRouterProduction,
    plugins: [new TsconfigPathsPlugin({ configFile: path.resolve(root, 'tsconfig.json') })],
  },
  module: {
    rules: [
      { test: /\.tsx?$/, loader: 'esbuild-loader', options: { target: 'node20', jsx: 'automatic' } },
      messagesRule,
      {
        test: /\.css$/,
        loader: 'css-loader',
        options: { modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals: true, ...cssModules } },
      },
      { test: /\.(svg|png|jpe?g|webp|mp4|woff2)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  performance: { hints: false },
});

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): (Configuration & { devServer?: DevServerConfiguration }) | Configuration[] => {
  const production = argv.mode !== 'development';
  const client = clientConfig(production);
  // The dev server serves the client only; production builds both.
  return production ? [client, ssrConfig({ localIdentName: '[hash:base64:6]' })] : client;
};

function clientConfig(production: boolean): Configuration & { devServer?: DevServerConfiguration } {
  const cssLoader = {
    loader: 'css-loader',
    options: {
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
      },
    },
  };
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: { main: './src/app/entrypoint/index.tsx' },
    output: {
      path: path.resolve(root, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Lazy chunks by their hash alone: the runtime then carries no map of chunk names (the server links chunks through chunk-groups.json).
      chunkFilename: production ? 'assets/[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: production ? reactRouterProduction : {},
      plugins: [new TsconfigPathsPlugin({ configFile: path.resolve(root, 'tsconfig.json') })],
    },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
        messagesRule,
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', cssLoader] },
        { test: /\.(svg|png|jpe?g|webp|mp4|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ChunkGroupsPlugin(),
      new HtmlWebpackPlugin({ template: './src/app/entrypoint/index.html', scriptLoading: 'defer' }),
      ...(production
        ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css', chunkFilename: 'assets/[contenthash:8].css' })]
        : []),
    ],
    optimization: {
      minimizer: ['...', new EsbuildPlugin({ target: 'es2020', css: true, include: /\.css$/ })],
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 8080),
      historyApiFallback: true,
      hot: true,
      static: { directory: path.resolve(root, 'public') },
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.PORT ?? 3000}` }],
    },
  };
}
