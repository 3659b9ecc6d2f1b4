// Static assets are URLs in the build; in tests any string will do.
export default 'asset-stub';
