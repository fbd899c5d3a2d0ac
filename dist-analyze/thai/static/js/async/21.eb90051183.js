"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([[21],{Mq(e,r,t){t.d(r,{BannerModal:()=>p});var l=t("w"),i=t("A"),a=t("a"),n=t("S"),s=t("vM"),o=t("u"),c=t("mc");function d(e){let{items:r,itemKey:t,renderItem:n,label:s,autoPlayMs:d}=e,u=(0,i.u)(),h=(0,c.tz)(),p=(0,o.useRef)(null),[f,g]=(0,o.useState)(0),b=(0,o.useCallback)(e=>{let t=p.current;if(!t||0===r.length)return;let l=(e+r.length)%r.length;t.scrollTo({left:l*t.clientWidth,behavior:"smooth"})},[r.length]);(0,o.useEffect)(()=>{let e=p.current;if(!e)return;let r=()=>g(Math.round(e.scrollLeft/Math.max(1,e.clientWidth)));return e.addEventListener("scroll",r,{passive:!0}),()=>e.removeEventListener("scroll",r)},[]),(0,o.useEffect)(()=>{if(!d||r.length<2||window.matchMedia?.("(prefers-reduced-motion: reduce)").matches)return;let e=setInterval(()=>b(f+1),d);return()=>clearInterval(e)},[d,b,f,r.length]);let m=(0,a.AH)`
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 0;
    background: rgb(0 0 0 / 0.45);
    color: #fff;
    font-size: 20px;
    cursor: pointer;
  `;return(0,l.FD)("section",{"aria-roledescription":"carousel","aria-label":s,css:(0,a.AH)`position: relative;`,children:[(0,l.Y)("div",{ref:p,tabIndex:0,css:(0,a.AH)`
          display: flex;
          overflow-x: auto;
          scroll-snap-type: x mandatory;
          scrollbar-width: none;
          border-radius: ${u.radius};
          &::-webkit-scrollbar {
            display: none;
          }
        `,children:r.map((e,i)=>(0,l.Y)("div",{role:"group","aria-roledescription":"slide","aria-label":h.formatMessage({id:"ui.slide"},{current:i+1,total:r.length}),css:(0,a.AH)`
              flex: 0 0 100%;
              scroll-snap-align: start;
            `,children:n(e,i)},t(e,i)))}),r.length>1?(0,l.FD)(l.FK,{children:[(0,l.Y)("button",{type:"button",css:[m,(0,a.AH)`left: 8px;`],"aria-label":h.formatMessage({id:"ui.previousSlide"}),onClick:()=>b(f-1),children:"‹"}),(0,l.Y)("button",{type:"button",css:[m,(0,a.AH)`right: 8px;`],"aria-label":h.formatMessage({id:"ui.nextSlide"}),onClick:()=>b(f+1),children:"›"}),(0,l.Y)("div",{"aria-hidden":!0,css:(0,a.AH)`display: flex; justify-content: center; gap: 6px; margin-top: 8px;`,children:r.map((e,r)=>(0,l.Y)("span",{css:(0,a.AH)`
                  width: 8px;
                  height: 8px;
                  border-radius: 50%;
                  background: ${r===f?u.accent:u.border};
                `},t(e,r)))})]}):null]})}var u=t("yr"),h=t("t2");function p(e){let{title:r,banners:t,onClose:o,actionLabel:c,onAction:p}=e,f=(0,i.u)();return(0,l.Y)(u.a,{open:!0,onClose:o,title:r,footer:(0,l.Y)(s.$,{block:!0,onClick:p,children:c}),children:(0,l.Y)(d,{label:r,items:t,itemKey:(e,r)=>`${r}-${e.image}`,autoPlayMs:5e3,renderItem:e=>(0,l.FD)("figure",{css:(0,a.AH)`margin: 0; display: grid; gap: 8px;`,children:[(0,n.D1)(e.image)?(0,l.Y)("img",{src:(0,n.D1)(e.image)??void 0,alt:"",css:(0,a.AH)`
                  width: 100%;
                  aspect-ratio: 2 / 1;
                  object-fit: cover;
                  border-radius: ${f.radius};
                  background: ${f.surfaceAlt};
                `}):null,(0,l.Y)("figcaption",{children:(0,l.Y)(h.V,{html:e.html})})]})})})}}}]);
//# sourceMappingURL=21.eb90051183.js.map