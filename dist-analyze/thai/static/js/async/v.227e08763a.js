"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["v"],{tM(e,t,l){l.r(t),l.d(t,{default:()=>x});var n=l("w"),a=l("B"),i=l("u"),r=l("HW"),s=l("L"),o=l("QD"),d=l("Ld"),c=l("A"),h=l("a"),u=l("mc"),p=l("ly"),g=l("XR");function Y(){let e=(0,c.u)(),t=(0,u.tz)(),l=(0,p.P)(),[a,i]=(0,s.Ym)(),r=(0,s._Q)();return(0,n.FD)("header",{css:(0,h.AH)`
        display: flex;
        align-items: center;
        gap: 8px;
        max-width: 560px;
        margin: 0 auto;
        padding: 12px 16px 0;
      `,children:[(0,n.Y)("img",{src:l.logo,alt:"",width:32,height:32}),(0,n.Y)("span",{css:(0,h.AH)`
          flex: 1;
          font-weight: 700;
          color: ${e.text};
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
        `,children:l.appName}),(0,n.Y)(g.p,{compact:!0,label:t.formatMessage({id:"language.label"}),value:a,options:r,onChange:i})]})}var m=l("BA"),f=l("U");let w=(0,i.lazy)(()=>(0,f.$)(Promise.all([l.e(3),l.e("t")]).then(l.bind(l,"hZ")),["core","rest"]));function x(){return(0,a.md)(s.z_)?(0,n.Y)(r.Ix,{base:"/user",children:(0,n.Y)(i.Suspense,{fallback:(0,n.Y)(d.G,{}),children:(0,n.Y)(w,{outside:!0})})}):(0,n.Y)(m.O,{header:(0,n.Y)(Y,{}),children:(0,n.Y)(o.u,{home:"/login"})})}},QD(e,t,l){var n=l("w"),a=l("a"),i=l("mc"),r=l("HW"),s=l("Q");l.d(t,{},{u:function(e){let{home:t="/home"}=e;return(0,n.FD)(s.Y,{title:(0,n.Y)(i.sA,{id:"notFound.title"}),children:[(0,n.Y)("p",{children:(0,n.Y)(i.sA,{id:"notFound.text"})}),(0,n.Y)(r.N_,{href:t,css:(0,a.AH)`font-weight: 600;`,children:(0,n.Y)(i.sA,{id:"notFound.back"})})]})}})}}]);
//# sourceMappingURL=v.227e08763a.js.map