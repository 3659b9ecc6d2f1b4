// Images are URLs in the build (asset/resource).
declare module '*.svg' {
  const url: string;
  export default url;
}
